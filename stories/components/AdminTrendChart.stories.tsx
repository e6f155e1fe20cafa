import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminTrendChart } from '../../src/components/AdminTrendChart';

const labels = ['06-01', '06-02', '06-03', '06-04', '06-05', '06-06', '06-07'];

const meta = {
  title: 'Components/AdminTrendChart',
  component: AdminTrendChart,
  args: {
    title: '用户与内容',
    labels,
    series: [
      { name: '新用户', values: [12, 18, 9, 25, 31, 22, 27], color: '#0958d9' },
      { name: '签到', values: [40, 38, 45, 52, 49, 61, 58], color: '#237804' },
      { name: '新文章', values: [3, 5, 2, 8, 6, 4, 7], color: '#ad4e00' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof AdminTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '用户与内容折线图' })).toBeInTheDocument();
    await expect(canvas.getByText('新用户（合计 144）')).toBeVisible();
  },
};

/** No activity at all: a flat line on a 0–4 axis. */
export const AllZero: Story = {
  args: { title: '搜索与金币', series: [{ name: '搜索次数', values: [0, 0, 0, 0, 0, 0, 0], color: '#0958d9' }] },
};

/** 30 days: labels thin out so they never overlap. */
export const ThirtyDays: Story = {
  args: {
    labels: Array.from({ length: 30 }, (_, i) => `06-${String(i + 1).padStart(2, '0')}`),
    series: [{ name: '发放金币', values: Array.from({ length: 30 }, (_, i) => (i * 37) % 500), color: '#237804' }],
  },
};

/** A single day. */
export const OneDay: Story = {
  args: { labels: ['06-07'], series: [{ name: '新分享', values: [5], color: '#722ed1' }] },
};
