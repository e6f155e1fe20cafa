import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ResourceResults } from '../../src/components/ResourceResults';
import { mobileGlobals } from '../../.storybook/viewports';
import { resources } from './resourceFixtures';

const meta = {
  title: 'Components/ResourceResults',
  component: ResourceResults,
  args: { list: resources, total: 3, page: 1, size: 10, onPageChange: fn() },
} satisfies Meta<typeof ResourceResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** More than one page: a pager with the total; clicking a page reports it. */
export const Paged: Story = {
  args: { total: 35 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 35 条')).toBeVisible();
    await userEvent.click(canvas.getByTitle('2'));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { list: [], total: 0, loading: true },
  play: async ({ canvas }) => expect(canvas.getByLabelText('加载中')).toBeVisible(),
};

export const Empty: Story = {
  args: { list: [], total: 0, emptyText: '没有找到与「不存在的资源」相关的资源，换个关键词试试' },
  play: async ({ canvas }) => expect(canvas.getByText(/换个关键词试试/)).toBeVisible(),
};

export const ErrorState: Story = {
  args: { list: [], total: 0, error: '搜索词包含违禁内容，请修改后再试' },
  play: async ({ canvas }) => expect(canvas.getByText('搜索词包含违禁内容，请修改后再试')).toBeVisible(),
};

export const Mobile: Story = { args: { total: 35 }, globals: mobileGlobals };
