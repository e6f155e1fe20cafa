import { DeleteOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import type { Subscription } from '../../api/resources';
import { formatDay } from '../../lib/format';
import { Button } from '../Button';
import { Confirm } from '../Confirm';
import { ListCardRow, ListShell } from '../ListShell';
import { Spinner } from '../Spinner';
import { TextInput } from '../TextInput';
import styles from './SubscriptionList.module.css';

export interface SubscriptionListProps {
  items: Subscription[];
  loading?: boolean;
  /** an add is running */
  adding?: boolean;
  /** The list could not be loaded (shown instead of it, with 重试). */
  error?: string;
  /** An add or a cancel failed (shown under the form; the list stays). */
  actionError?: string;
  onAdd: (keyword: string) => void;
  onRemove: (id: number) => void;
  onRetry?: () => void;
}

/**
 * 我的订阅: add a keyword, list them, cancel one (asked first). All of them on one page (no
 * pager). Loading, error with 重试 and empty are ListShell's (issue 31 item 4).
 */
export function SubscriptionList({ items, loading = false, adding = false, error = '', actionError = '', onAdd, onRemove, onRetry }: SubscriptionListProps) {
  const [value, setValue] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const kw = value.trim();
    if (!kw || adding) return;
    onAdd(kw);
    setValue('');
  };
  return (
    <ListShell<Subscription>
      title="我的订阅"
      level={1}
      intro="有标题包含订阅关键词的新资源通过审核时，会给你发送站内消息。"
      toolbar={
        <div className={styles.add}>
          <form onSubmit={submit} aria-label="添加订阅" className={styles.form}>
            <TextInput value={value} onChange={(e) => setValue(e.target.value)} placeholder="输入想订阅的关键词，例如：三体" aria-label="订阅关键词" maxLength={100} />
            <Button type="submit" variant="primary" aria-busy={adding || undefined}>
              {adding ? <Spinner size="small" /> : null}
              订阅
            </Button>
          </form>
          {actionError ? (
            <p role="alert" className={styles.error}>
              {actionError}
            </p>
          ) : null}
        </div>
      }
      items={items}
      rowKey={(s) => s.id}
      renderItem={(s) => (
        <ListCardRow
          start={<strong>{s.keyword}</strong>}
          end={
            <span className={styles.end}>
              <span className={styles.day}>{formatDay(s.create_time)}</span>
              <Confirm title={`取消订阅「${s.keyword}」？`} okText="取消订阅" cancelText="保留" onConfirm={() => onRemove(s.id)}>
                <Button size="small" iconOnly aria-label={`取消订阅 ${s.keyword}`}>
                  <DeleteOutlined aria-hidden />
                </Button>
              </Confirm>
            </span>
          }
        />
      )}
      loading={loading}
      error={error}
      errorTitle="订阅加载失败"
      onRetry={onRetry}
      emptyText="还没有订阅任何关键词"
      total={items.length}
      page={1}
      size={Math.max(items.length, 1)}
    />
  );
}
