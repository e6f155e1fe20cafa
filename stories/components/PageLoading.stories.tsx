import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from '../../src/components/PageLoading';
import { mobileGlobals } from '../../.storybook/viewports';

const meta = {
  title: 'Components/PageLoading',
  component: PageLoading,
  args: { minHeight: 320 },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The lazy-route placeholder announces itself politely to screen readers. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('页面加载中…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const CustomTip: Story = { args: { tip: '正在加载论坛文章，请稍候…', minHeight: 200 } };

export const Mobile: Story = { globals: mobileGlobals };
