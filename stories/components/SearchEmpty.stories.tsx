import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { SearchEmpty } from '../../src/components/SearchEmpty';

const meta = {
  title: 'Components/SearchEmpty',
  component: SearchEmpty,
  args: {
    kw: '三体 第四部',
    askHref: '#/main/bbs/publish?ask=%E4%B8%89%E4%BD%93%20%E7%AC%AC%E5%9B%9B%E9%83%A8',
    related: ['三体全集', '三体 电视剧 全30集 4K'],
    onRelated: fn(),
    onSubscribe: fn(),
    onShowPaid: fn(),
  },
} satisfies Meta<typeof SearchEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Related queries, 订阅这个关键词 and 去论坛求资源. */
export const WithActions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '三体全集' }));
    await expect(args.onRelated).toHaveBeenCalledWith('三体全集');
    await userEvent.click(canvas.getByRole('button', { name: /订阅这个关键词/ }));
    await expect(args.onSubscribe).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: /去论坛求资源/ })).toHaveAttribute('href', args.askHref);
  },
};

/** Only paid matches exist: 显示付费 first. */
export const PaidOnly: Story = { args: { paidHidden: 3, related: [] } };
export const NoRelated: Story = { args: { related: [] } };
export const Mobile: Story = { args: { paidHidden: 2 }, globals: mobileGlobals };
