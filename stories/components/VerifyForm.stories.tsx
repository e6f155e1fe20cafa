import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { VerifyForm } from '../../src/components/VerifyForm';
import { revealedBets } from './gameFixtures';

const bet = revealedBets[2];
const prefill = { game: 'guess' as const, server_seed: bet.server_seed!, client_seed: bet.client_seed, nonce: bet.nonce, bet_id: bet.id };

/** The verify tool (issue 31: a plain form, no antd Form): messages under their fields, in Chinese. */
const meta = { title: 'Components/VerifyForm', component: VerifyForm, args: { result: null, onVerify: fn() } } satisfies Meta<typeof VerifyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 验证 on an empty form: the messages, the focus on the first wrong field, nothing sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^验\s*证$/ }));
    await expect(await canvas.findByText('请输入服务端种子')).toBeVisible();
    await expect(canvas.getByText('请输入客户端种子')).toBeVisible();
    await expect(canvas.getByLabelText(/服务端种子/)).toHaveFocus();
    await expect(canvas.getByLabelText(/服务端种子/)).toHaveAccessibleDescription('请输入服务端种子');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};
/** Wrong values: each field says what it wants; the messages follow the typing. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/服务端种子/), 'abc');
    await userEvent.type(canvas.getByLabelText(/客户端种子/), '种子');
    await userEvent.clear(canvas.getByLabelText(/第几局/));
    await userEvent.type(canvas.getByLabelText(/第几局/), '-1');
    await userEvent.type(canvas.getByLabelText(/局号/), '0');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('服务端种子应为 64 位十六进制')).toBeVisible();
    await expect(canvas.getByText('客户端种子为 1–64 个字母、数字、_ 或 -')).toBeVisible();
    await expect(canvas.getByText('局序号为不小于 0 的整数')).toBeVisible();
    await expect(canvas.getByText('局号为正整数')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/局号/));
    await expect(canvas.queryByText('局号为正整数')).toBeNull();
  },
};
export const Prefilled: Story = {
  args: { initial: prefill },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^验\s*证$/ }));
    await expect(args.onVerify).toHaveBeenCalledWith(prefill);
  },
};
/** Without a bet id: 砸金蛋 is chosen with the keyboard, the seeds and nonce are sent alone. */
export const EggByKeyboard: Story = {
  args: { initial: { ...prefill, bet_id: undefined } },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('游戏'), 'egg');
    await userEvent.click(canvas.getByRole('button', { name: /^验\s*证$/ }));
    await expect(args.onVerify).toHaveBeenCalledWith({ game: 'egg', server_seed: prefill.server_seed, client_seed: prefill.client_seed, nonce: prefill.nonce, choice: undefined });
  },
};
export const Verifying: Story = { args: { initial: prefill, loading: true }, play: async ({ canvas }) => expect(canvas.getByRole('button', { name: /^验\s*证$/ })).toHaveAttribute('aria-busy', 'true') };
export const Matches: Story = {
  args: { initial: prefill, result: { server_seed_hash: bet.server_seed_hash, outcome: bet.outcome, payout_per_stake: null, bet, hash_matches: true, outcome_matches: true } },
};
export const Mismatch: Story = {
  args: { initial: prefill, result: { server_seed_hash: 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb', outcome: { dice: [1, 3, 6], sum: 10, triple: false, win: false }, payout_per_stake: null, bet, hash_matches: false, outcome_matches: false } },
};
export const Error: Story = { args: { error: '下注记录不存在' } };
export const Mobile: Story = { args: Matches.args, globals: mobileGlobals };
