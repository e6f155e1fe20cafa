import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import Login from '../../src/pages/Login/Login';
import { localDay } from '../../src/lib/clock';
import { delay, http } from 'msw';
import { apiHandlers, fail, withAppPage } from './support';
import { STORY_NOW } from '../../.storybook/fixed-clock';

/** /login: the form dispatches the login saga; failures show the server's msg. */
const meta = {
  title: 'Pages/Login',
  component: Login,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/login', state: { setting: { domainNoticeDay: localDay(STORY_NOW) } } },
    msw: { handlers: apiHandlers() },
  },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '登录' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Wrong password: the server's msg appears under the form. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('用户名', {}, { timeout: 8000 }), '网盘猎人');
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('用户名或密码错误'));
    // Shown once, inline (issue 16): no toast repeats it.
    await expect(document.querySelector('.Toastify__toast')).toBeNull();
  },
};

/**
 * The account is under a password-guessing attack and this browser is new to it (issue 27): the
 * server asks for a proof of work (428) and the form says it is verifying — inline, no toast —
 * while the browser solves it (here the challenge is left pending, so the state stays).
 */
export const UnderAttack: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/v1/user/login', () => fail('需要安全验证', 428)),
        http.get('/v1/user/login/challenge', async () => {
          await delay('infinite');
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('用户名', {}, { timeout: 8000 }), 'demo');
    await userEvent.type(canvas.getByLabelText('密码'), 'demo-pass-2026');
    await userEvent.click(canvas.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('正在进行安全验证'));
    await expect(canvas.getByRole('button', { name: /安全验证中/ })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(document.querySelector('.Toastify__toast')).toBeNull();
  },
};
