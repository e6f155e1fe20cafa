import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone390Globals } from '../../.storybook/viewports';
import { TaokeFilterBar } from '../../src/components/TaokeFilterBar';
import { taokeCategories } from './promoFixtures';

const meta = {
  title: 'Components/TaokeFilterBar',
  component: TaokeFilterBar,
  args: { categories: taokeCategories, cid: '', sort: 'default', kw: '', onCategory: fn(), onSort: fn(), onSearch: fn() },
} satisfies Meta<typeof TaokeFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Interactions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('食品'));
    await expect(args.onCategory).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getByText('销量'));
    await expect(args.onSort).toHaveBeenCalledWith('sales');
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索优惠商品' }), ' 坚果 {enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('坚果');
  },
};

export const Selected: Story = { args: { cid: '5', sort: 'price_asc', kw: '耳机' } };

export const NoCategories: Story = { args: { categories: [] } };

export const Phone390: Story = { globals: phone390Globals, args: { cid: '9', sort: 'coupon' } };
