import { Alert, Button, Card, Flex, List, Pagination, Tag } from 'antd';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';
import { UserName } from '../UserName';
import { moodOf } from '../SignPanel';
import { UserAvatar } from '../UserAvatar';

export interface SignListRecord {
  id?: number;
  content: string;
  time_id: string;
  reward?: number;
  streak?: number;
  user?: { id: number; username: string; avatar: string };
  create_time?: string;
}

export interface SignListProps {
  records: SignListRecord[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number, size: number) => void;
  onRetry?: () => void;
  title?: string;
}

/** The sign records, newest first, with who signed, the mood, the streak and the reward; paginated. */
export function SignList({ records, total, page, size, loading, error, onPageChange, onRetry, title = '签到记录' }: SignListProps) {
  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>{title}</h2>}>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="签到记录加载失败"
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
          style={{ marginBottom: spacing.md }}
        />
      ) : null}
      <List<SignListRecord>
        loading={loading}
        dataSource={records}
        locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : '暂无数据'} /> }}
        renderItem={(r, i) => {
          const mood = moodOf(r.time_id);
          const name = r.user?.username ?? '匿名用户';
          return (
            <List.Item key={r.id ?? i}>
              <Flex gap={spacing.sm} align="flex-start" style={{ width: '100%' }}>
                <UserAvatar username={name} avatar={r.user?.avatar} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Flex wrap gap={spacing.xs} align="center">
                    <UserName id={r.user?.id} username={name} strong />
                    {mood ? <Tag color="blue" icon={<mood.Icon />}>{mood.label}</Tag> : null}
                    {r.streak ? <span style={{ color: alias.mutedText, ...typeScale.caption }}>连续签到 {r.streak} 天</span> : null}
                    {r.reward ? <Tag color="gold">+{r.reward} 金币</Tag> : null}
                  </Flex>
                  <div style={{ color: alias.text, wordBreak: 'break-word', margin: `${spacing.xxs}px 0` }}>{r.content}</div>
                  <time style={{ color: alias.mutedText, ...typeScale.caption }} dateTime={r.create_time}>
                    {formatDateTime(r.create_time)}
                  </time>
                </div>
              </Flex>
            </List.Item>
          );
        }}
      />
      {total > size ? (
        <Flex justify="center" style={{ marginTop: spacing.md }}>
          <Pagination current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} size="small" />
        </Flex>
      ) : null}
    </Card>
  );
}
