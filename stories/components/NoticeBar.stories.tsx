import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NoticeBar } from '../../src/components/NoticeBar';
import { mobileGlobals } from '../../.storybook/viewports';
import { longNotice, siteNotice } from './fixtures';

const meta = {
  title: 'Components/NoticeBar',
  component: NoticeBar,
  args: { notice: siteNotice, closable: false, onClose: fn() },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Closing hides the bar and reports it. */
export const Closable: Story = {
  args: { closable: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '网站公告' })).toHaveTextContent(siteNotice);
    await userEvent.click(canvas.getByRole('button', { name: '关闭公告' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: '网站公告' })).toBeNull();
  },
};

/** Long text wraps onto several lines (no marquee). */
export const LongChineseText: Story = {
  args: { notice: longNotice, closable: true },
};

/** A blank notice renders nothing. */
export const Empty: Story = {
  args: { notice: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: '网站公告' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { notice: longNotice, closable: true },
};
