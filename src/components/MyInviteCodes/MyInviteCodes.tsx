import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Tag } from 'antd';
import { copyText } from '../../lib/clipboard';
import { formatDateTime } from '../../lib/format';
import { alias, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface MyInviteCodeRow {
  code: string;
  used: boolean;
  create_time: string;
}

export interface MyInviteCodesProps {
  codes: MyInviteCodeRow[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

/**
 * The invite codes a member bought, on /profile (issue 30: they were only inside an order's
 * text): each code with 未使用 / 已使用, when it was bought, and a copy button for unused ones.
 */
export function MyInviteCodes({ codes, loading, error, onRetry }: MyInviteCodesProps) {
  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge }}>我的邀请码</h2>} size="small" id="invite-codes">
      {error ? (
        <Alert
          type="error"
          showIcon
          message="邀请码加载失败"
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
          style={{ marginBottom: spacing.sm }}
        />
      ) : null}
      <List<MyInviteCodeRow>
        loading={loading}
        dataSource={codes}
        locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : '还没有购买过邀请码'} /> }}
        renderItem={(c) => (
          <List.Item
            key={c.code}
            actions={
              c.used
                ? []
                : [
                    <Button key="copy" size="small" icon={<CopyOutlined />} onClick={() => void copyText(c.code)} aria-label={`复制邀请码 ${c.code}`}>
                      复制
                    </Button>,
                  ]
            }
          >
            <div style={{ minWidth: 0 }}>
              <code style={{ fontSize: 15, wordBreak: 'break-all' }}>{c.code}</code>{' '}
              <Tag color={c.used ? 'default' : 'green'}>{c.used ? '已使用' : '未使用'}</Tag>
              <div style={{ color: alias.mutedText, ...typeScale.caption }}>购买于 {formatDateTime(c.create_time)}</div>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
