import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    const pager = within(canvas.getByRole('navigation', { name: '分页' }));
    await expect(pager.getByText('共 35 条')).toBeVisible();
    await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(pager.getAllByRole('button', { name: /^第 \d+ 页$/ })).toHaveLength(4);
    await userEvent.click(pager.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** 20 pages, on page 10: 1 … 9 10 11 … 20, which fits a phone. */
export const ManyPages: Story = {
  args: { total: 200, page: 10 },
  globals: mobileGlobals,
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: '分页' }));
    const numbers = pager.getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent);
    // on a phone the pager keeps first, current and last (issue 31: each a 44 px target)
    await expect(numbers).toEqual(['1', '10', '20']);
    await expect(pager.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: '上一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
  },
};

export const Loading: Story = {
  args: { list: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('加载中')).toBeVisible();
    await expect(canvas.getByLabelText('加载中')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { list: [], total: 0, emptyText: '没有找到与「不存在的资源」相关的资源，换个关键词试试' },
  play: async ({ canvas }) => expect(canvas.getByText(/换个关键词试试/)).toBeVisible(),
};

export const ErrorState: Story = {
  args: { list: [], total: 0, error: '搜索词包含违禁内容，请修改后再试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
    await expect(canvas.getByText('搜索词包含违禁内容，请修改后再试')).toBeVisible();
  },
};

export const Mobile: Story = { args: { total: 35 }, globals: mobileGlobals };
