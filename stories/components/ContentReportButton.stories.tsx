import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ContentReportButton } from '../../src/components/ContentReportButton';

const phone390 = { viewport: { value: 'mobile390', isRotated: false } };

const meta = {
  title: 'Components/ContentReportButton',
  component: ContentReportButton,
  args: { kind: 'reply', onSubmit: fn() },
} satisfies Meta<typeof ContentReportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 举报 opens the dialog: a reason and a note; 提交举报 hands both over. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '举报这条回复' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: '举报回复' })).toBeVisible());
    await userEvent.click(screen.getByRole('radio', { name: '辱骂攻击' }));
    await userEvent.type(screen.getByLabelText('补充说明（选填）'), '人身攻击');
    await userEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('abuse', '人身攻击');
  },
};

/** The dialog open: the reasons wrap, the note counts to 200. */
export const DialogOpen: Story = {
  args: { kind: 'article', defaultOpen: true },
  parameters: { screenshot: { fullPage: true } },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: '举报帖子' })).toBeVisible());
    await expect(screen.getAllByRole('radio')).toHaveLength(7);
  },
};

export const DialogOpenPhone: Story = { ...DialogOpen, globals: phone390 };

/** The server refused (e.g. too many reports): the reason shows in the dialog. */
export const Refused: Story = {
  args: { kind: 'conversation', defaultOpen: true, state: 'error', error: '举报失败：举报过于频繁：每小时最多举报 30 次' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('每小时最多举报 30 次'));
  },
};

/** Done: the button reads 已举报 and cannot be pressed again. */
export const Reported: Story = {
  args: { state: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已举报' })).toBeDisabled();
  },
};

export const ReportedPhone: Story = { ...Reported, globals: phone390 };
