import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { Button } from '../../src/components/Button';
import { Confirm } from '../../src/components/Confirm';

const meta = {
  title: 'Primitives/Confirm',
  component: Confirm,
  parameters: { screenshot: { fullPage: true } },
  args: {
    title: '删除这条回复？',
    description: '楼层号会保留，显示“该回复已删除”。',
    okText: '删除',
    danger: true,
    onConfirm: fn(),
    children: <Button size="small">删除</Button>,
  },
} satisfies Meta<typeof Confirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger opens a modal question; OK runs the action once, focus returns to the trigger. */
export const AskThenAct: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '删除' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: /删除这条回复/ });
    await expect(dialog).toHaveTextContent('楼层号会保留');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
/** 取消 and Escape close it without acting. */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
/** Open (the screenshot of the question). */
export const Open: Story = { args: { open: true } };
/** The OK button cannot be pressed (余额不足). */
export const OkDisabled: Story = {
  args: { open: true, title: '打赏作者', description: '当前余额 3 金币，还差 2 金币', okText: '余额不足', okDisabled: true, danger: false },
  play: async () => expect(await screen.findByRole('button', { name: '余额不足' })).toBeDisabled(),
};
export const Phone: Story = { args: { open: true }, globals: mobileGlobals };
