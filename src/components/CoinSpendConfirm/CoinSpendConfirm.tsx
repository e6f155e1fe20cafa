import type { ReactElement, ReactNode } from 'react';
import { formatCoin } from '../../lib/format';
import { alias, palette, spacing } from '../../theme/tokens';
import { Confirm } from '../Confirm';

export interface CoinSpendConfirmProps {
  /** The popover title, e.g. 打赏作者. */
  title: string;
  /** What the coins buy, e.g. 打赏 or 查看链接. */
  what: string;
  /** Coins this spend costs. */
  price: number;
  /** The buyer's balance now. */
  balance: number;
  /** OK button text, e.g. 确认打赏. */
  okText?: string;
  onConfirm: () => void;
  /** No popover at all (the trigger is disabled or the spend is not possible). */
  disabled?: boolean;
  /** Stories only: force the popover open. */
  open?: boolean;
  /** The trigger button. */
  children: ReactElement<{ onClick?: () => void }>;
}

/** The text of a spend: cost, balance now and balance after (or what is missing). */
export function coinSpendLines(what: string, price: number, balance: number): { cost: string; after: string; short: boolean } {
  const short = balance < price;
  return {
    cost: `${what}需要 ${formatCoin(price)} 金币`,
    after: short
      ? `当前余额 ${formatCoin(balance)} 金币，还差 ${formatCoin(price - balance)} 金币`
      : `当前余额 ${formatCoin(balance)} 金币，支付后余额 ${formatCoin(balance - price)} 金币`,
    short,
  };
}

/**
 * Every coin spend asks once (issue 16): a confirmation that states the price, the balance now
 * and the balance after; with too few coins it says how many are missing and cannot be confirmed.
 * Drawn without antd (issue 31: the forum post and the resource detail are light pages).
 */
export function CoinSpendConfirm({ title, what, price, balance, okText = '确认支付', onConfirm, disabled, open, children }: CoinSpendConfirmProps) {
  const lines = coinSpendLines(what, price, balance);
  const description: ReactNode = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.xxs }}>
      <strong>{lines.cost}</strong>
      <span style={{ color: lines.short ? palette.red : alias.mutedText }}>{lines.after}</span>
    </div>
  );
  return (
    <Confirm
      title={title}
      description={description}
      okText={lines.short ? '余额不足' : okText}
      cancelText="取消"
      okDisabled={lines.short}
      onConfirm={onConfirm}
      disabled={disabled}
      open={open}
    >
      {children}
    </Confirm>
  );
}
