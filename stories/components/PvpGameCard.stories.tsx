import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mobileGlobals } from '../../.storybook/viewports';
import { PvpGameCard } from '../../src/components/PvpGameCard';
import { bragInvitedMe, bragOpen, bragSettled, stoneExpired, stoneMineOpen, stoneOpen, stoneSettled } from './pvpFixtures';

const meta = {
  title: 'Components/PvpGameCard',
  component: PvpGameCard,
  args: { game: stoneOpen, viewerId: 1024, onAcceptStone: fn(), onAnswerBrag: fn(), onCancel: fn(), onDecline: fn() },
} satisfies Meta<typeof PvpGameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An open stone game: only the commitment; three move buttons accept it (mouse or keyboard). */
export const StoneOpen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: '石头剪刀布第 12 局' })).toBeVisible();
    await expect(canvas.getByLabelText('承诺哈希')).toHaveTextContent(stoneOpen.commitment);
    await userEvent.click(canvas.getByRole('button', { name: '出布应战第 12 局' }));
    await expect(args.onAcceptStone).toHaveBeenCalledWith(12, 'paper');
    canvas.getByRole('button', { name: '出石头应战第 12 局' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptStone).toHaveBeenLastCalledWith(12, 'rock');
  },
};

/** An action on this game is running: the buttons say so (aria-busy, a spinner) and a second press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const rock = canvas.getByRole('button', { name: '出石头应战第 12 局' });
    await expect(rock).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(rock);
    await expect(args.onAcceptStone).not.toHaveBeenCalled();
  },
};

/** The creator's own open game offers cancel (with a confirmation). */
export const StoneMine: Story = {
  args: { game: stoneMineOpen },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消并退还押注' }));
    await userEvent.click(await within(document.body).findByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(13));
  },
};

/** The cancel question is a modal dialog: 再等等 or Escape closes it without acting, focus returns; shown open. */
export const StoneMineConfirm: Story = {
  args: { game: stoneMineOpen },
  parameters: { screenshot: { fullPage: true } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '取消并退还押注' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: '再等等' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: /取消这一局？押注将退还给你/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: /取消这一局/ })).toBeVisible();
  },
};

/** Settled: result, both players' coins and the reveal; the in-browser SHA-256 check passes. */
export const StoneSettled: Story = {
  args: { game: stoneSettled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网盘猎人 获胜')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '校验承诺' }));
    await expect(await canvas.findByText(/校验通过/)).toBeVisible();
  },
};

export const StoneExpired: Story = { args: { game: stoneExpired } };

/** A visitor is asked to log in. */
export const Visitor: Story = {
  args: { viewerId: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录后应战' })).toHaveAttribute('href', '#/login');
  },
};

/** A row of PvpGameList: no border or padding of its own. */
export const Flat: Story = { args: { game: bragOpen, flat: true } };

export const BragOpen: Story = {
  args: { game: bragOpen },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '选「不信」应答第 21 局' }));
    await expect(args.onAnswerBrag).toHaveBeenCalledWith(21, 1);
  },
};

/** Invited to answer: answer or decline. */
export const BragInvited: Story = {
  args: { game: bragInvitedMe },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '拒绝邀请' }));
    await expect(args.onDecline).toHaveBeenCalledWith(22);
  },
};

/** Invited to someone else: nobody else may answer yet. */
export const BragInvitedOther: Story = { args: { game: bragInvitedMe, viewerId: 555 } };

export const BragSettled: Story = {
  args: { game: bragSettled },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '校验承诺' }));
    await expect(await canvas.findByText(/校验通过/)).toBeVisible();
  },
};

export const LongClaim: Story = { args: { game: { ...bragOpen, claim: '我'.repeat(50), creator: { id: 7, username: '一个名字非常非常长的网盘资源爱好者' } } } };

export const Mobile: Story = { args: { game: stoneSettled }, globals: mobileGlobals };

/** Phone, an open brag with its answers: each answer button is a 44 px tap target. */
export const MobileBragOpen: Story = {
  args: { game: bragOpen },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    for (const b of canvas.getAllByRole('button')) await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
