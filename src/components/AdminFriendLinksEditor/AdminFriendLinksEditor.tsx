import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import type { FriendLink } from '../FriendLinks/types';
import { spacing } from '../../theme';

export interface AdminFriendLinksEditorProps {
  value: FriendLink[];
  onChange: (next: FriendLink[]) => void;
  disabled?: boolean;
}

/** A row is complete when it has a name and an http(s) address. */
export function friendLinkError(link: FriendLink): string | null {
  if (!link.name.trim()) return '请填写链接名称';
  if (!/^https?:\/\/\S+$/i.test(link.url.trim())) return '链接地址须以 http:// 或 https:// 开头';
  return null;
}

/** Serialises rows into the `friend_links` setting value (a JSON array of {name, url}). */
export function friendLinksToJson(rows: FriendLink[]): string {
  return JSON.stringify(rows.map((r) => ({ name: r.name.trim(), url: r.url.trim() })));
}

/** Reads a `friend_links` value; invalid JSON gives no rows. */
export function friendLinksFromJson(value: string): FriendLink[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((l): l is Record<string, unknown> => !!l && typeof l === 'object')
      .map((l) => ({ name: String(l.name ?? ''), url: String(l.url ?? '') }));
  } catch {
    return [];
  }
}

/** Row editor for the friend links: name + address per row, add and remove rows. */
export function AdminFriendLinksEditor({ value, onChange, disabled }: AdminFriendLinksEditorProps) {
  const set = (i: number, patch: Partial<FriendLink>) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
      {value.length === 0 && <Typography.Text type="secondary">暂无友情链接</Typography.Text>}
      {value.map((row, i) => {
        const error = friendLinkError(row);
        return (
          <div key={i}>
            <Space.Compact style={{ width: '100%' }}>
              <Input
                aria-label={`第 ${i + 1} 行名称`}
                placeholder="名称"
                value={row.name}
                disabled={disabled}
                status={error && !row.name.trim() ? 'error' : undefined}
                onChange={(e) => set(i, { name: e.target.value })}
                style={{ width: '35%' }}
              />
              <Input
                aria-label={`第 ${i + 1} 行地址`}
                placeholder="https://"
                value={row.url}
                disabled={disabled}
                status={error && row.name.trim() ? 'error' : undefined}
                onChange={(e) => set(i, { url: e.target.value })}
              />
              <Button
                aria-label={`删除第 ${i + 1} 行`}
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              />
            </Space.Compact>
            {error && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {error}
              </Typography.Text>
            )}
          </div>
        );
      })}
      <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => onChange([...value, { name: '', url: '' }])} style={{ alignSelf: 'flex-start' }}>
        添加一行
      </Button>
    </div>
  );
}
