import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { OrderList } from '../../src/components/OrderList';
import { longText, orders } from './accountFixtures';

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

export const Loading: Story = { args: { orders: [], total: 0, loading: true } };

export const Empty: Story = { args: { orders: [], total: 0 } };

export const Error: Story = { args: { orders: [], total: 0, error: '网络连接失败，请检查网络后重试' } };

export const LongChineseText: Story = { args: { orders: [{ ...orders[0], title: longText, type: 'cd_key', cost: 0 }, ...orders.slice(1)] } };

export const Mobile: Story = { globals: mobileGlobals };
