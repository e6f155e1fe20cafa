import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { FairnessPanel } from '../../src/components/FairnessPanel';
import { revealedSeed, seedState } from './gameFixtures';

const meta = {
  title: 'Components/FairnessPanel',
  component: FairnessPanel,
  args: { seeds: seedState, onRotate: fn(), onRetry: fn() },
} satisfies Meta<typeof FairnessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rotating asks first, then sends the new client seed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('新的客户端种子'), 'seed-2026');
    await userEvent.click(canvas.getByRole('button', { name: '轮换种子' }));
    const pop = within(document.body);
    await userEvent.click(await pop.findByRole('button', { name: /^轮\s*换$/ }));
    await expect(args.onRotate).toHaveBeenCalledWith('seed-2026');
  },
};
export const Rotated: Story = { args: { lastRevealed: revealedSeed } };
export const BadClientSeed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('新的客户端种子'), '种子');
    await expect(canvas.getByText('客户端种子为 1–64 个字母、数字、_ 或 -')).toBeVisible();
  },
};
export const Loading: Story = { args: { seeds: null, loading: true } };
export const Error: Story = { args: { seeds: null, error: '网络错误，请稍后重试' } };
export const Mobile: Story = { args: { lastRevealed: revealedSeed }, globals: mobileGlobals };
