import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { SearchMatchNotice } from '../../src/components/SearchMatchNotice';

const meta = {
  title: 'Components/SearchMatchNotice',
  component: SearchMatchNotice,
  args: { match: 'partial', exactTotal: 0, onDidYouMean: fn() },
} satisfies Meta<typeof SearchMatchNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No result has every word: the page says the list is partial matches. */
export const PartialOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: '搜索说明' })).toHaveTextContent('没有完全匹配的结果，以下为部分匹配');
  },
};

/** A few full matches, then partial ones. */
export const FewFullMatches: Story = {
  args: { exactTotal: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('只有 2 个结果包含全部关键词，之后为部分匹配');
  },
};

/** 夸克 三体: the disk word chose the disk. */
export const DiskWord: Story = {
  args: { match: 'all', exactTotal: 12, diskName: '夸克网盘' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('已按网盘筛选：夸克网盘');
  },
};

/** qingyunian: 你是不是要找 庆余年; clicking searches it. */
export const DidYouMean: Story = {
  args: { match: 'all', exactTotal: 0, didYouMean: '庆余年' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '庆余年' }));
    await expect(args.onDidYouMean).toHaveBeenCalledWith('庆余年');
  },
};

/** Nothing to say: renders nothing. */
export const FullMatch: Story = {
  args: { match: 'all', exactTotal: 30 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="note"]')).toBeNull();
  },
};

/** Phone width, everything at once. */
export const Phone: Story = {
  args: { exactTotal: 1, diskName: '夸克网盘', category: '电影', didYouMean: '三体' },
  globals: mobileGlobals,
};
