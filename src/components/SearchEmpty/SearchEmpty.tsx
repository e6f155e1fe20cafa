import { BellOutlined, MessageOutlined } from '@ant-design/icons';
import { EmptyState } from '../EmptyState';
import styles from './SearchEmpty.module.css';
import { Button, LinkButton } from '../Button';
import { Spinner } from '../Spinner';

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
      <div className={styles.body}>
        {paidHidden > 0 ? (
          <div className={styles.row}>
            <span className={styles.text}>另有 {paidHidden} 个付费资源</span>
            <Button variant="primary" onClick={onShowPaid}>
              显示付费
            </Button>
          </div>
        ) : null}
        {related.length ? (
          <div role="group" aria-label="相关搜索" className={styles.related}>
            <span className={styles.muted}>试试：</span>
            {related.map((r) => (
              <Button key={r} size="small" onClick={() => onRelated?.(r)}>
                {r}
              </Button>
            ))}
          </div>
        ) : null}
        <div className={styles.row}>
          <Button
            aria-busy={subscribing || undefined}
            onClick={() => {
              if (!subscribing) onSubscribe?.();
            }}
          >
            {subscribing ? <Spinner size="small" /> : <BellOutlined aria-hidden />}
            订阅这个关键词
          </Button>
          <LinkButton href={askHref}>
            <MessageOutlined aria-hidden />
            去论坛求资源
          </LinkButton>
        </div>
        <span className={`${styles.muted} ${styles.hint}`}>订阅后，有人分享包含「{kw}」的资源时会通知你</span>
      </div>
    </EmptyState>
  );
}
