import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TaokeGoodsCard, tklText } from '../../src/components/TaokeGoodsCard';
import { goods, remoteGoods } from './promoFixtures';

const meta = {
  title: 'Components/TaokeGoodsCard',
  component: TaokeGoodsCard,
  args: { goods: goods(), onRequestLink: fn(), onCopied: fn() },
  decorators: [(Story) => <div style={{ width: 200, padding: 12, background: '#f5f7fa' }}><Story /></div>],
} satisfies Meta<typeof TaokeGoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** 天猫 badge, 券后价 large, 原价 struck through, the coupon amount and 月销 (8.6万). */
export const Tmall: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('天猫')).toBeVisible();
    await expect(canvas.getByLabelText('券后价 79.9 元')).toHaveTextContent('¥79.9');
    await expect(canvas.getByLabelText('原价 129.9 元').tagName).toBe('S');
    await expect(canvas.getByText('券 ¥50')).toBeVisible();
    await expect(canvas.getByText('月销 8.6万')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /领券购买/ })).toHaveAttribute('href', 'https://uland.taobao.com/coupon/edetail?e=demo1000');
  },
};

export const Taobao: Story = {
  args: { goods: goods({ shop_type: 'taobao', tkl: '', title: '淘宝店铺商品 没有淘口令只有领券链接' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('天猫')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /复制淘口令/ })).toBeNull();
  },
};

/** The 淘口令 goes to the clipboard with the goods name (the headless browser has no clipboard to click into). */
export const CopyTkl: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /复制淘口令/ })).toBeEnabled();
    await expect(tklText(goods(), '￥A5NQdEmO￥')).toBe('三只松鼠坚果礼盒 复制这条信息 ￥A5NQdEmO￥ 打开手机淘宝领券购买');
  },
};

/**
 * 复制淘口令 copies even when the page passes no `onCopied` listener (the taoke page passes none;
 * issue 30 found the click did nothing). The browser's clipboard is replaced by a recorder for
 * this story only, so the test reads what was written.
 */
export const CopyTklWithoutListener: Story = {
  args: { onCopied: undefined },
  play: async ({ canvas, userEvent }) => {
    const written: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void written.push(t) } });
    try {
      await userEvent.click(canvas.getByRole('button', { name: /复制淘口令/ }));
      await waitFor(() => expect(written).toEqual([tklText(goods(), goods().tkl)]));
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  },
};

/** A provider item: 领取优惠券 asks the link first. */
export const LinkOnDemand: Story = {
  args: { goods: remoteGoods },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /领取优惠券/ }));
    await expect(args.onRequestLink).toHaveBeenCalledWith(remoteGoods);
  },
};

export const LinkLoading: Story = { args: { goods: remoteGoods, link: { status: 'loading', data: null, error: '' } } };

export const LinkLoaded: Story = {
  args: { goods: remoteGoods, link: { status: 'done', data: { coupon_link: 'https://uland.taobao.com/coupon/edetail?e=x', tkl: '￥AbCd1234￥' }, error: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /复制淘口令/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /领券购买/ })).toBeVisible();
  },
};

export const LinkError: Story = {
  args: { goods: remoteGoods, link: { status: 'error', data: null, error: '领券链接暂时无法获取，请稍后再试（服务响应超时）' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('领券链接暂时无法获取');
  },
};

export const LongChineseText: Story = {
  args: { goods: goods({ title: '超长标题测试：加厚加绒冬季保暖羽绒服男女同款情侣装大码宽松中长款连帽外套韩版潮流百搭', month_sales: 1234567 }) },
};
