import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SourceDailyChart } from '../../src/components/SourceDailyChart';
import { phone390Globals } from '../../.storybook/viewports';

const labels = ['11-19', '11-20', '11-21', '11-22', '11-23', '11-24', '11-25'];

const meta = {
  title: 'Components/SourceDailyChart',
  component: SourceDailyChart,
  args: {
    title: '每天新增资源（按来源）',
    labels,
    series: [
      { name: 'TG 影视资源频道', counts: [120, 98, 143, 87, 160, 132, 149] },
      { name: '某资源论坛', counts: [12, 9, 20, 4, 15, 11, 18] },
      { name: '资源博客 RSS', counts: [3, 0, 5, 2, 1, 4, 2] },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof SourceDailyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sources over a week: stacked bars (Chart.js, loaded lazily), legend with totals. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '每天新增资源（按来源）柱状图' })).toBeInTheDocument();
    await expect(canvas.getByText('TG 影视资源频道（合计 889）')).toBeVisible();
    // Chart.js has drawn: the canvas got its size
    await waitFor(() => expect((canvas.getByRole('img', { name: '每天新增资源（按来源）柱状图' }) as HTMLCanvasElement).width).toBeGreaterThan(0));
  },
};

/** No source yet: a sentence instead of an empty chart. */
export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/还没有来源/)).toBeVisible();
  },
};

/** Nothing new this week: a flat chart, totals 0. */
export const AllZero: Story = {
  args: { series: [{ name: '暂停中的频道', counts: [0, 0, 0, 0, 0, 0, 0] }] },
};

/** A phone: the chart follows the width, the legend wraps. */
export const Phone: Story = {
  globals: phone390Globals,
};
