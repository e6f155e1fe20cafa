import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileGlobals, phone390Globals } from '../../.storybook/viewports';
import { FairnessPanel } from '../../src/components/FairnessPanel';
import { revealedSeed, seedState } from './gameFixtures';

/** My seeds (issue 31: without antd — DescriptionList, TextInput, Confirm). */
const meta = {
  title: 'Components/FairnessPanel',
  component: FairnessPanel,
  args: { seeds: seedState, onRotate: fn(), onRetry: fn() },
} satisfies Meta<typeof FairnessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rotating asks first (a modal Confirm), then sends the new client seed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('新的客户端种子'), 'seed-2026');
    await userEvent.click(canvas.getByRole('button', { name: '轮换种子' }));
    const dialog = within(document.body).getByRole('dialog', { name: '轮换种子？' });
    await expect(within(dialog).getByText('当前服务端种子将被公开，之后的下注使用新种子。')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '轮换' }));
    await expect(args.onRotate).toHaveBeenCalledWith('seed-2026');
  },
};
/** 取消 (or Escape) sends nothing and gives the focus back to 轮换种子. */
export const CancelByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const rotate = canvas.getByRole('button', { name: '轮换种子' });
    rotate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(document.body).getByRole('dialog', { name: '轮换种子？' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(args.onRotate).not.toHaveBeenCalled();
    await expect(rotate).toHaveFocus();
  },
};
export const Rotated: Story = { args: { lastRevealed: revealedSeed } };
/** While the rotation is under way the button is busy and opens nothing. */
export const Rotating: Story = {
  args: { rotating: true },
  play: async ({ canvas }) => {
    const rotate = canvas.getByRole('button', { name: '轮换种子' });
    await expect(rotate).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(rotate);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
/** A client seed with other characters: the message, and 轮换种子 disabled. */
export const BadClientSeed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('新的客户端种子'), '种子');
    await expect(canvas.getByText('客户端种子为 1–64 个字母、数字、_ 或 -')).toBeVisible();
    await expect(canvas.getByLabelText('新的客户端种子')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: '轮换种子' })).toBeDisabled();
  },
};
export const Loading: Story = { args: { seeds: null, loading: true }, play: async ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible() };
export const Error: Story = {
  args: { seeds: null, error: '网络错误，请稍后重试' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const SignedOut: Story = { args: { seeds: null }, play: async ({ canvas }) => expect(canvas.getByText('登录后查看你的种子')).toBeVisible() };
export const Mobile: Story = { args: { lastRevealed: revealedSeed }, globals: mobileGlobals };
export const Phone390: Story = { args: { lastRevealed: revealedSeed }, globals: phone390Globals };
