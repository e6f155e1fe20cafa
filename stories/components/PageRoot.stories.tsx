import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageRoot } from '../../src/components/PageRoot';

/** The root of a light page: the page background, the font stack and border-box sizing. */
const meta = {
  title: 'Primitives/PageRoot',
  component: PageRoot,
  args: { children: <p style={{ margin: 0, padding: 16 }}>页面内容放在这里：搜索框、结果列表和页脚。</p> },
} satisfies Meta<typeof PageRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/页面内容放在这里/);
    await expect(text).toBeVisible();
    await expect(getComputedStyle(text.parentElement!).boxSizing).toBe('border-box');
  },
};
