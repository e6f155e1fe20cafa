import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { OrderList } from '../../src/components/OrderList';
import { longText, orderPage, orders } from './accountFixtures';
import { listStates } from './listStates';

const meta = {
  title: 'Components/OrderList',
  component: OrderList,
  args: { orders, total: 3, page: 1, size: 10, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('INV-7K2M9Q')).toBeVisible();
    await expect(canvas.getByText('免费')).toBeVisible();
    await expect(canvas.getAllByText('已完成')).toHaveLength(3);
  },
};

export const Paginated: Story = { args: { total: 35, page: 2 } };

const states = listStates({ orders: [], total: 0 }, { error: '网络连接失败，请检查网络后重试', errorTitle: '订单加载失败' });

/** First load: skeleton rows, aria-busy, 加载中 for screen readers (ListShell). */
export const Loading: Story = states.Loading;

export const Empty: Story = states.Empty;

/** The reason under 订单加载失败; 重试 asks again; no pager. */
export const Error: Story = states.Error;

/** A full page (page 3 of 4): every kind and state in Chinese (处理中, 失败), a link purchase, the pager. */
export const LongListPaged: Story = {
  args: { orders: orderPage, total: 35, page: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('处理中')).toBeVisible();
    await expect(canvas.getByText('失败')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '购买资源链接：三体 全集' })[0]).toHaveAttribute('href', '#/main/resource/12');
    await userEvent.click(canvas.getByRole('button', { name: '第 1 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1, 10);
  },
};

export const LongChineseText: Story = { args: { orders: [{ ...orders[0], title: longText, type: 'cd_key', cost: 0 }, ...orders.slice(1)] } };

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px phone: one card per order (花费 and 状态 in view), no table, nothing off-screen sideways. */
export const LongListPhone390: Story = {
  args: { orders: orderPage, total: 35, page: 3 },
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('listitem').filter((li) => li.closest('ul[aria-label="我的订单"]'))).toHaveLength(10);
    await expect(canvas.getAllByText('资源链接 · 20 金币')).toHaveLength(2);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Loading390: Story = states.Loading390;
export const Empty390: Story = states.Empty390;
export const Error390: Story = states.Error390;
