import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { TaokeGoodsList } from '../../src/components/TaokeGoodsList';
import { goodsList, remoteGoods } from './promoFixtures';

const meta = {
  title: 'Components/TaokeGoodsList',
  component: TaokeGoodsList,
  args: { list: goodsList, total: 46, page: 1, size: 20, onPageChange: fn(), onRequestLink: fn(), onCopied: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ padding: 12, background: '#f5f7fa' }}><Story /></div>],
} satisfies Meta<typeof TaokeGoodsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const Loading: Story = { args: { list: [], total: 0, loading: true } };

export const Empty: Story = {
  args: { list: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂时没有优惠商品')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { list: [], total: 0, error: 'Network Error!' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('优惠商品加载失败：Network Error!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The provider failed: the built-in goods stand in, and the page says so. */
export const ProviderNotice: Story = {
  args: { notice: '淘客服务暂时不可用（服务响应超时），已为您显示站内精选商品', list: [remoteGoods, ...goodsList.slice(0, 3)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('已为您显示站内精选商品');
  },
};

export const Mobile: Story = { globals: mobileGlobals };

/** 390 px phone: two columns. */
export const Phone390: Story = {
  globals: phone390Globals,
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards[0].getBoundingClientRect().top).toBe(cards[1].getBoundingClientRect().top);
    await expect(cards[2].getBoundingClientRect().top).toBeGreaterThan(cards[0].getBoundingClientRect().top);
  },
};
