import { Alert, Button, Card, Flex, Progress, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { MemberStatistics } from '../../api/community';
import { formatDate, formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { UserAvatar } from '../UserAvatar';
import { LevelChip, TitleChip } from '../UserName';

export interface MemberCardProps {
  profile: MemberStatistics | null;
  loading?: boolean;
  /** Chinese reason the profile could not be loaded (e.g. 用户不存在) */
  error?: string;
  onRetry?: () => void;
  /** Actions beside the name (发私信 on someone else's page, issue 33). */
  actions?: ReactNode;
}

/** One figure of the member's activity. */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div style={{ minWidth: 64, textAlign: 'center' }}>
      <div style={{ ...typeScale.h4, fontWeight: fontWeights.strong, color: alias.text }}>{value}</div>
      <div style={{ ...typeScale.caption, color: alias.mutedText }}>{label}</div>
    </div>
  );
}

/**
 * The head of a member page (issue 33): avatar, name, level with the way to the next one, titles
 * and badges, join date, last active, sign-in streak, and the activity figures.
 */
export function MemberCard({ profile, loading, error, onRetry, actions }: MemberCardProps) {
  if (error && !profile) {
    return (
      <Card>
        <Alert type="error" showIcon message="会员资料加载失败" description={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
      </Card>
    );
  }
  if (!profile) {
    return (
      <Card aria-busy={loading ? 'true' : undefined}>
        <Skeleton avatar active title={false} paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const { level } = profile;
  const toNext = level.next_min === null ? null : level.next_min - level.score;
  const percent = level.next_min === null ? 100 : Math.floor((level.score / level.next_min) * 100);
  return (
    <Card>
      <Flex gap={spacing.md} align="flex-start" wrap>
        <UserAvatar username={profile.username} avatar={profile.avatar} size={72} />
        <Flex vertical gap={spacing.xs} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Flex gap={spacing.xs} align="center" wrap>
            <h1 style={{ margin: 0, ...typeScale.h4, fontWeight: fontWeights.strong, wordBreak: 'break-all' }}>{profile.username}</h1>
            {profile.is_vip ? <Tag color="gold">VIP</Tag> : null}
            {profile.role === 'admin' ? <Tag color="blue">管理员</Tag> : null}
            {actions ? <span style={{ marginInlineStart: 'auto' }}>{actions}</span> : null}
          </Flex>
          <Flex gap={spacing.xxs} align="center" wrap>
            <LevelChip level={level.level} name={level.name} />
            {profile.titles.map((t) => (
              <TitleChip key={t.title} title={t.title} kind={t.kind} />
            ))}
          </Flex>
          <div style={{ maxWidth: 360 }}>
            <Progress percent={percent} size="small" showInfo={false} aria-label="距下一级的进度" />
            <div style={{ ...typeScale.caption, color: alias.mutedText }}>
              活跃分 {level.score}
              {toNext === null ? ' · 已是最高等级' : ` · 距下一级还差 ${toNext}`}
            </div>
          </div>
          <Flex gap={spacing.md} wrap style={{ ...typeScale.caption, color: alias.mutedText }}>
            <span>加入于 {formatDate(profile.create_time)}</span>
            <span>最近活跃 {profile.last_active_time ? formatDateTime(profile.last_active_time) : '暂无'}</span>
            <span>连续签到 {profile.continue_sign_days} 天</span>
          </Flex>
        </Flex>
      </Flex>
      <Flex justify="space-around" wrap gap={spacing.sm} style={{ marginTop: spacing.md, paddingTop: spacing.sm, borderTop: `1px solid ${alias.navActiveBg}` }}>
        <Figure label="帖子" value={profile.article_count} />
        <Figure label="回复" value={profile.reply_count} />
        <Figure label="获赞" value={profile.like_count} />
        <Figure label="分享资源" value={profile.resource_count} />
        <Figure label="签到天数" value={profile.sign_count} />
      </Flex>
    </Card>
  );
}
