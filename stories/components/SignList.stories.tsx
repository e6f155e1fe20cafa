import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { SignList } from '../../src/components/SignList';
import { longText, signRecords } from './accountFixtures';

const meta = {
  title: 'Components/SignList',
  component: SignList,
  args: { records: signRecords, total: 3, page: 1, size: 10, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof SignList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Who signed, the mood, the streak and the reward. */
export const Records: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('今天也要努力找资源！')).toBeVisible();
    await expect(canvas.getByText('奋斗')).toBeVisible();
    await expect(canvas.getByText('+15 金币')).toBeVisible();
  },
};

export const Paginated: Story = {
  args: { total: 42, page: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTitle('3'));
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 10);
  },
};

export const Loading: Story = { args: { records: [], total: 0, loading: true } };

export const Empty: Story = { args: { records: [], total: 0 } };

export const Error: Story = { args: { records: [], total: 0, error: '网络连接失败，请检查网络后重试' } };

export const LongChineseText: Story = {
  args: { records: [{ ...signRecords[0], content: longText, user: { id: 9, username: '一个名字非常非常长的网盘资源爱好者', avatar: '4' } }, ...signRecords.slice(1)] },
};

export const Mobile: Story = { globals: mobileGlobals };
