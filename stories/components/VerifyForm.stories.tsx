import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { VerifyForm } from '../../src/components/VerifyForm';
import { revealedBets } from './gameFixtures';

const bet = revealedBets[2];
const prefill = { game: 'guess' as const, server_seed: bet.server_seed!, client_seed: bet.client_seed, nonce: bet.nonce, bet_id: bet.id };

const meta = { title: 'Components/VerifyForm', component: VerifyForm, args: { result: null, onVerify: fn() } } satisfies Meta<typeof VerifyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^验\s*证$/ }));
    await expect(await canvas.findByText('请输入服务端种子')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};
export const Prefilled: Story = {
  args: { initial: prefill },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^验\s*证$/ }));
    await expect(args.onVerify).toHaveBeenCalledWith(prefill);
  },
};
export const Matches: Story = {
  args: { initial: prefill, result: { server_seed_hash: bet.server_seed_hash, outcome: bet.outcome, payout_per_stake: null, bet, hash_matches: true, outcome_matches: true } },
};
export const Mismatch: Story = {
  args: { initial: prefill, result: { server_seed_hash: 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb', outcome: { dice: [1, 3, 6], sum: 10, triple: false, win: false }, payout_per_stake: null, bet, hash_matches: false, outcome_matches: false } },
};
export const Error: Story = { args: { error: '下注记录不存在' } };
export const Mobile: Story = { args: Matches.args, globals: mobileGlobals };
