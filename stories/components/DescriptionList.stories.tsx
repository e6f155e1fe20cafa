import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { DescriptionList } from '../../src/components/DescriptionList';

const items = [
  { key: 'disk', label: '网盘', children: '百度网盘' },
  { key: 'cate', label: '分类', children: '电子书' },
  { key: 'size', label: '大小', children: '1.2 GB' },
  { key: 'date', label: '分享时间', children: '2026-11-20' },
  { key: 'views', label: '浏览', children: '1,024 次' },
  { key: 'price', label: '价格', children: '免费' },
];

const meta = { title: 'Primitives/DescriptionList', component: DescriptionList, args: { items } } satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label–value pairs as a `<dl>`: three columns on a desktop, two on a tablet, one on a phone. */
export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(6);
    await expect(canvasElement.querySelector('dd')).toHaveTextContent('百度网盘');
  },
};
export const FourColumns: Story = { args: { columns: 4 } };
export const Phone: Story = { globals: mobileGlobals };
/** One pair a line at every width (a narrow card: the game seeds, a long hash wraps). */
export const OneColumn: Story = {
  args: {
    columns: 1,
    items: [
      { key: 'hash', label: '服务端种子哈希（SHA-256）', children: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
      { key: 'client', label: '客户端种子', children: 'a2028cd5d8c0a919' },
      { key: 'nonce', label: '下一局序号', children: 10 },
    ],
  },
  play: async ({ canvasElement }) => {
    const [a, b] = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.getBoundingClientRect().top);
    await expect(b).toBeGreaterThan(a);
  },
};
