import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import Login from '../../src/pages/Login/Login';
import { localDay } from '../../src/lib/clock';
import { apiHandlers, withAppPage } from './support';
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
