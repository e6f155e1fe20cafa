import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import Register from '../../src/pages/Register/Register';
import { localDay } from '../../src/lib/clock';
import { apiHandlers, settingRows, withAppPage } from './support';
import { STORY_NOW } from '../../.storybook/fixed-clock';

/** POST /v1/user: a taken name is refused with the server's msg. */
const registerHandler = http.post('/v1/user', () =>
  HttpResponse.json({ code: 400, msg: '用户名已被注册', data: null }, { status: 400 }),
);

/** /register: the form dispatches the register saga (which also logs in); failures show the server's msg. */
const meta = {
  title: 'Pages/Register',
  component: Register,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/register', state: { setting: { domainNoticeDay: localDay(STORY_NOW) } } },
    msw: { handlers: [...apiHandlers(), registerHandler] },
  },
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form (no invite code asked for). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '注册' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByLabelText('邀请码')).toBeNull();
  },
};

/** The site asks for an invite code (show_input_invite_code = true). */
export const WithInviteCode: Story = {
  parameters: { msw: { handlers: [...apiHandlers(settingRows({ show_input_invite_code: 'true' })), registerHandler] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('邀请码')).toBeVisible(), { timeout: 8000 });
  },
};

/** The name is taken: the server's msg appears under the form. */
export const NameTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('用户名', {}, { timeout: 8000 }), '网盘猎人');
    await userEvent.type(canvas.getByLabelText('邮箱'), 'hunter@ujuso.com');
    await userEvent.type(canvas.getByLabelText('密码'), 'ujuso-2026');
    await userEvent.type(canvas.getByLabelText('确认密码'), 'ujuso-2026');
    await userEvent.click(canvas.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('用户名已被注册'), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '注册' }, { timeout: 8000 })).toBeVisible();
  },
};
