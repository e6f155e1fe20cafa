import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { SignPanel } from '../../src/components/SignPanel';
import { longText } from './accountFixtures';

const status = { signed_today: false, continue_sign_days: 2, today_reward: 7, reward_table: [5, 6, 7, 8, 9, 10, 15] };

const meta = {
  title: 'Components/SignPanel',
  component: SignPanel,
  args: { loggedIn: true, status, onSign: fn(), onRetry: fn() },
} satisfies Meta<typeof SignPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Validates before sending: an empty line is refused; then the mood and the text are sent. */
export const SignsWithMood: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即签到' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请写一句签到心情');
    await expect(args.onSign).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('奋斗'));
    await userEvent.type(canvas.getByLabelText('签到心情内容'), '今天也要努力找资源！');
    await userEvent.click(canvas.getByRole('button', { name: '立即签到' }));
    await expect(args.onSign).toHaveBeenCalledWith({ content: '今天也要努力找资源！', time_id: '3' });
  },
};

export const SignedToday: Story = {
  args: { status: { ...status, signed_today: true, continue_sign_days: 3 }, result: { type: 'success', msg: '签到成功，已连续签到 3 天，获得 7 金币' } },
};

export const LoggedOut: Story = {
  args: { loggedIn: false, status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录后签到' })).toHaveAttribute('href', '#/login');
  },
};

export const Loading: Story = { args: { status: null, loading: true } };

export const Submitting: Story = { args: { submitting: true } };

export const Error: Story = {
  args: { status: null, error: '服务器繁忙，请稍后再试' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重\s*试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ServerRefused: Story = { args: { result: { type: 'error', msg: '今天已经签到过了，明天再来吧' } } };

export const LongChineseText: Story = { args: { result: { type: 'success', msg: longText }, status: { ...status, continue_sign_days: 365, reward_table: [5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 50] } } };

export const Mobile: Story = { globals: mobileGlobals };
