import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HotKeywords } from '../../src/components/HotKeywords';
import { mobileGlobals } from '../../.storybook/viewports';

const words = ['三体', '庆余年', '流浪地球', 'Python 教程', 'Photoshop'].map((keyword) => ({ keyword }));
const ranked = [
  { keyword: '三体', count: 1288 },
  { keyword: '庆余年 第二季', count: 902 },
  { keyword: '流浪地球2', count: 511 },
  { keyword: 'Python 从入门到精通', count: 87 },
];

const meta = {
  title: 'Components/HotKeywords',
  component: HotKeywords,
  args: { items: words, onSelect: fn() },
} satisfies Meta<typeof HotKeywords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Clicking a word searches it. */
export const Line: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '庆余年' }));
    await expect(args.onSelect).toHaveBeenCalledWith('庆余年');
  },
};

export const Ranked: Story = {
  args: { items: ranked, ranked: true, title: '今日热搜词' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '今日热搜词' })).toBeVisible();
    await expect(canvas.getByText('1288 次')).toBeVisible();
  },
};

/** No words: nothing is shown. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[role="group"]')).toBeNull(),
};

export const LongChineseText: Story = {
  args: { items: [...words, { keyword: '中华人民共和国国家标准汉字编码字符集全套资料合集' }, { keyword: '考研数学 张宇 基础三十讲 强化班' }] },
};

export const Mobile: Story = { globals: mobileGlobals };
