import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ReportButton } from '../../src/components/ReportButton';

const meta = {
  title: 'Components/ReportButton',
  component: ReportButton,
  args: { onReport: fn() },
  parameters: { screenshot: { fullPage: true } },
} satisfies Meta<typeof ReportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Asks for confirmation before reporting. */
export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /举报失效/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确定举报/ }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
  },
};

export const Reported: Story = {
  args: { reported: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: /已举报/ })).toBeDisabled(),
};

export const Loading: Story = { args: { loading: true } };
