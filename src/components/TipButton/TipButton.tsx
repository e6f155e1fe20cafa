import { PayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import { formatCoin } from '../../lib/format';
import { alias, spacing, typeScale } from '../../theme';

export interface TipButtonProps {
  /** Times the article was tipped and coins received. */
  tips: number;
  tipCoins: number;
  /** The reader's balance (shown in the confirmation). */
  balance?: number;
  loggedIn: boolean;
  /** Authors cannot tip their own article. */
  isAuthor?: boolean;
  loading?: boolean;
  onTip: () => void;
}

/** 打赏: tip the author some coins, after a confirmation. */
export function TipButton({ tips, tipCoins, balance, loggedIn, isAuthor, loading, onTip }: TipButtonProps) {
  const disabled = !loggedIn || isAuthor;
  const hint = !loggedIn ? '登录后可打赏' : isAuthor ? '不能打赏自己的文章' : null;
  return (
    <Flex gap={spacing.sm} align="center" wrap>
      <Popconfirm
        title="打赏作者"
        description={`金币将从您的余额转给作者${balance !== undefined ? `（当前余额 ${formatCoin(balance)} 金币）` : ''}，确定打赏吗？`}
        okText="打赏"
        cancelText="取消"
        onConfirm={onTip}
        disabled={disabled}
      >
        <Button icon={<PayCircleOutlined />} loading={loading} disabled={disabled}>
          打赏
        </Button>
      </Popconfirm>
      <span style={{ color: alias.mutedText, ...typeScale.caption }}>
        已获 {tips} 次打赏，共 {formatCoin(tipCoins)} 金币
      </span>
      {hint ? <span style={{ color: alias.mutedText, ...typeScale.caption }}>{hint}</span> : null}
    </Flex>
  );
}
