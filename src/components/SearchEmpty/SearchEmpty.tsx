import { BellOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { EmptyState } from '../EmptyState';
import { spacing } from '../../theme';

export interface SearchEmptyProps {
  /** The keyword that found nothing. */
  kw: string;
  /** Related queries to try (clicking one searches it). */
  related?: string[];
  onRelated?: (kw: string) => void;
  /** 订阅这个关键词: the page subscribes (members) or sends to the login. */
  onSubscribe?: () => void;
  subscribing?: boolean;
  /** Link of the pre-filled 求助 post (去论坛求资源). */
  askHref: string;
  /** Paid matches hidden by 只看免费: offers 显示付费. */
  paidHidden?: number;
  onShowPaid?: () => void;
}

/**
 * A search that found nothing (issue 15): what to do next — show the hidden paid matches,
 * try a related query, subscribe to the keyword (a message arrives when a match is shared),
 * or ask the forum with a pre-filled 求助 post.
 */
export function SearchEmpty({ kw, related = [], onRelated, onSubscribe, subscribing, askHref, paidHidden = 0, onShowPaid }: SearchEmptyProps) {
  return (
    <EmptyState description={`没有找到与「${kw}」相关的资源`}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: spacing.sm }}>
        {paidHidden > 0 ? (
          <Space wrap>
            <Typography.Text>另有 {paidHidden} 个付费资源</Typography.Text>
            <Button type="primary" onClick={onShowPaid}>
              显示付费
            </Button>
          </Space>
        ) : null}
        {related.length ? (
          <div role="group" aria-label="相关搜索" style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: spacing.xs }}>
            <Typography.Text type="secondary">试试：</Typography.Text>
            {related.map((r) => (
              <Button key={r} size="small" autoInsertSpace={false} onClick={() => onRelated?.(r)}>
                {r}
              </Button>
            ))}
          </div>
        ) : null}
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button icon={<BellOutlined />} onClick={onSubscribe} loading={subscribing}>
            订阅这个关键词
          </Button>
          <Button icon={<MessageOutlined />} href={askHref}>
            去论坛求资源
          </Button>
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          订阅后，有人分享包含「{kw}」的资源时会通知你
        </Typography.Text>
      </div>
    </EmptyState>
  );
}
