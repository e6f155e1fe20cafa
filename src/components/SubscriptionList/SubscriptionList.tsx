import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Skeleton } from 'antd';
import { useState, type FormEvent } from 'react';
import type { Subscription } from '../../api/resources';
import { formatDay } from '../../lib/format';
import { alias, palette, radii, spacing } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface SubscriptionListProps {
  items: Subscription[];
  loading?: boolean;
  /** an add is running */
  adding?: boolean;
  error?: string;
  onAdd: (keyword: string) => void;
  onRemove: (id: number) => void;
}

/** Keyword subscriptions: add a keyword, list them, cancel one. */
export function SubscriptionList({ items, loading = false, adding = false, error = '', onAdd, onRemove }: SubscriptionListProps) {
  const [value, setValue] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const kw = value.trim();
    if (!kw) return;
    onAdd(kw);
    setValue('');
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.md }}>
      <form onSubmit={submit} aria-label="添加订阅" style={{ display: 'flex', gap: spacing.xs }}>
        <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder="输入想订阅的关键词，例如：三体" aria-label="订阅关键词" maxLength={100} />
        <Button type="primary" htmlType="submit" loading={adding}>
          订阅
        </Button>
      </form>
      <p style={{ margin: 0, color: alias.mutedText }}>有标题包含订阅关键词的新资源通过审核时，会给你发送站内消息。</p>
      {error ? <p role="alert" style={{ margin: 0, color: palette.red }}>{error}</p> : null}
      {loading && items.length === 0 ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : items.length === 0 ? (
        <EmptyState image="simple" description="还没有订阅任何关键词" />
      ) : (
        <ul aria-label="我的订阅" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
          {items.map((s) => (
            <li
              key={s.id}
              style={{ display: 'flex', alignItems: 'center', gap: spacing.sm, padding: `${spacing.xs}px ${spacing.sm}px`, background: palette.white, borderRadius: radii.md, border: '1px solid #f0f0f0' }}
            >
              <strong style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{s.keyword}</strong>
              <span style={{ color: alias.mutedText, fontSize: 12 }}>{formatDay(s.create_time)}</span>
              <Popconfirm title={`取消订阅「${s.keyword}」？`} okText="取消订阅" cancelText="保留" onConfirm={() => onRemove(s.id)}>
                <Button size="small" icon={<DeleteOutlined />} aria-label={`取消订阅 ${s.keyword}`} />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
