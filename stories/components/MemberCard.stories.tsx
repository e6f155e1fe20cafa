import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { MemberCard } from '../../src/components/MemberCard';
import { longName, memberProfile } from './communityFixtures';

const meta = {
  title: 'Components/MemberCard',
  component: MemberCard,
  args: { profile: memberProfile(), onRetry: fn() },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '网盘达人' })).toBeVisible();
    await expect(canvas.getByLabelText('等级 5 资深会员')).toBeVisible();
    await expect(canvas.getByText(/距下一级还差 1184/)).toBeVisible();
    await expect(canvas.getByText('连续签到 12 天')).toBeVisible();
    await expect(canvas.getByText('分享资源')).toBeVisible();
  },
};

/** A member who just arrived: level 1, nothing yet, never active. */
export const Newcomer: Story = {
  args: {
    profile: memberProfile({
      username: '新来的', avatar: '', is_vip: false, titles: [], article_count: 0, reply_count: 0, like_count: 0, resource_count: 0, sign_count: 0,
      continue_sign_days: 0, last_active_time: null, level: { level: 1, name: '新手上路', score: 0, next_min: 20 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('最近活跃 暂无')).toBeVisible();
  },
};

export const TopLevel: Story = { args: { profile: memberProfile({ level: { level: 8, name: '网盘宗师', score: 7200, next_min: null } }) } };
export const Loading: Story = { args: { profile: null, loading: true } };
export const LoadError: Story = {
  args: { profile: null, error: '服务器开小差了，请稍后再试' },
  play: async ({ args, canvas }) => {
    await canvas.getByRole('button', { name: '重试' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongChineseText: Story = { args: { profile: memberProfile({ username: longName }) } };
export const Mobile: Story = { globals: mobileGlobals };
