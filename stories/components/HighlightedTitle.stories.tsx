import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HighlightedTitle } from '../../src/components/HighlightedTitle';
import { mobileGlobals } from '../../.storybook/viewports';
import { longTitle } from './resourceFixtures';

const meta = {
  title: 'Components/HighlightedTitle',
  component: HighlightedTitle,
  args: { title: '三体 全集 4K 国语中字', highlights: [[0, 2]] },
} satisfies Meta<typeof HighlightedTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['三体']);
  },
};

/** Overlapping and out-of-range ranges are merged and clamped. */
export const SeveralTerms: Story = {
  args: { title: 'Python 从入门到精通 视频教程', highlights: [[0, 6], [3, 6], [14, 16], [40, 50]] },
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Python', '视频']);
  },
};

/** Markup in a title is shown as text, never parsed. */
export const MarkupIsText: Story = {
  args: { title: '<img src=x onerror=alert(1)> 三体', highlights: [[29, 31]] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText(/<img src=x/)).toBeVisible();
  },
};

export const NoHighlights: Story = { args: { highlights: [] } };
export const LongChineseText: Story = { args: { title: longTitle, highlights: [[longTitle.length - 5, longTitle.length - 3]] } };
export const Mobile: Story = { args: { title: longTitle, highlights: [[0, 4]] }, globals: mobileGlobals };
