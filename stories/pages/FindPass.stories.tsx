import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import FindPass from '../../src/pages/FindPass/FindPass';
import { localDay } from '../../src/lib/clock';
import { apiHandlers, withAppPage } from './support';
import { STORY_NOW } from '../../.storybook/fixed-clock';

/** POST /v1/user/find_pass: a code goes to a known address; an unknown one is refused. */
const findPassHandler = http.post('/v1/user/find_pass', async ({ request }) => {
  const { email } = (await request.json()) as { email: string };
  if (email !== 'hunter@ujuso.com') return HttpResponse.json({ code: 400, msg: '该邮箱未注册', data: null }, { status: 400 });
  return HttpResponse.json({ code: 200, msg: '验证码已发送到邮箱，请查收', data: null });
});

/** /find_pass: the email step, then the code and the new password. */
const meta = {
  title: 'Pages/FindPass',
  component: FindPass,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/find_pass', state: { setting: { domainNoticeDay: localDay(STORY_NOW) } } },
    msw: { handlers: [...apiHandlers(), findPassHandler] },
  },
} satisfies Meta<typeof FindPass>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '找回密码' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByLabelText('注册邮箱')).toBeVisible();
  },
};

/** A known address: the code is sent and the second step asks for it and the new password. */
export const CodeSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('注册邮箱', {}, { timeout: 8000 }), 'hunter@ujuso.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(canvas.getByLabelText('验证码')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText('邮箱：hunter@ujuso.com（15 分钟内有效）')).toBeVisible();
  },
};

/** An unknown address: the server's msg appears under the form. */
export const UnknownEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('注册邮箱', {}, { timeout: 8000 }), 'nobody@ujuso.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('该邮箱未注册'), { timeout: 8000 });
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '找回密码' }, { timeout: 8000 })).toBeVisible();
  },
};
