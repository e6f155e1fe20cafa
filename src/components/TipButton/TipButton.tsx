import { PayCircleOutlined } from '@ant-design/icons';
import { formatCoin } from '../../lib/format';
import { alias, spacing, typeScale } from '../../theme/tokens';
import { Button } from '../Button';
import { CoinSpendConfirm } from '../CoinSpendConfirm';
import { Spinner } from '../Spinner';

export interface TipButtonProps {
  /** Times the article was tipped and coins received. */
  tips: number;
  tipCoins: number;
  /** Coins one tip costs now (the site config the admin edits). */
  price: number;
  /** The reader's balance (shown in the confirmation with the balance after). */
  balance?: number;
  loggedIn: boolean;
  /** Authors cannot tip their own article. */
  isAuthor?: boolean;
  loading?: boolean;
  onTip: () => void;
}

/** 打赏: tip the author the configured coins, after a confirmation stating the cost and the balance after. */
export function TipButton({ tips, tipCoins, price, balance, loggedIn, isAuthor, loading, onTip }: TipButtonProps) {
  const disabled = !loggedIn || isAuthor;
  const hint = !loggedIn ? '登录后可打赏' : isAuthor ? '不能打赏自己的文章' : null;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm, alignItems: 'center' }}>
      <CoinSpendConfirm title="打赏作者" what="打赏一次" price={price} balance={balance ?? 0} okText="确认打赏" onConfirm={onTip} disabled={disabled || loading}>
        <Button disabled={disabled} aria-busy={loading || undefined}>
          {loading ? <Spinner size="small" /> : <PayCircleOutlined aria-hidden />}
          打赏 {formatCoin(price)} 金币
        </Button>
      </CoinSpendConfirm>
      <span style={{ color: alias.mutedText, ...typeScale.caption }}>
        已获 {tips} 次打赏，共 {formatCoin(tipCoins)} 金币
      </span>
      {hint ? <span style={{ color: alias.mutedText, ...typeScale.caption }}>{hint}</span> : null}
    </div>
  );
}
