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

/** A visitor is sent to log in first (and back here), not asked to confirm a report they cannot make (issue 30). */
export const Visitor: Story = {
  args: { loginHref: '#/login?redirect=%2Fmain%2Fdetail%2F7' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '登录后举报失效' });
    await expect(link).toHaveAttribute('href', '#/login?redirect=%2Fmain%2Fdetail%2F7');
    await expect(canvas.queryByRole('button', { name: /举报失效/ })).toBeNull();
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};
