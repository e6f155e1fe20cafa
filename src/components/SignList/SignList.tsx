import { formatDateTime } from '../../lib/format';
import { alias, presetTagColors, spacing, typeScale } from '../../theme/tokens';
import { ListShell, type ListPaging } from '../ListShell';
import { Tag } from '../Tag';
import { UserName } from '../UserName';
import { moodOf } from '../SignPanel';
import { UserAvatar } from '../UserAvatar';

/** The mood and reward tags with antd's blue and gold borders (their look before ListShell). */
const MOOD_TAG = { ...presetTagColors.blue, border: '#91caff' };
const REWARD_TAG = { ...presetTagColors.gold, border: '#ffe58f' };

export interface SignListRecord {
  id?: number;
  content: string;
  time_id: string;
  reward?: number;
  streak?: number;
  user?: { id: number; username: string; avatar: string };
  create_time?: string;
}

export interface SignListProps extends ListPaging {
  records: SignListRecord[];
  title?: string;
}

/**
 * The sign records, newest first, with who signed, the mood, the streak and the reward; paginated.
 * Drawn by ListShell (issue 31 item 4): loading, error with 重试, empty, pager, the same card on phones.
 */
export function SignList({ records, title = '签到记录', ...paging }: SignListProps) {
  return (
    <ListShell<SignListRecord>
      {...paging}
      title={title}
      items={records}
      rowKey={(r) => r.id ?? `${r.user?.id ?? 0}-${r.create_time ?? r.time_id}`}
      renderItem={(r) => {
        const mood = moodOf(r.time_id);
        const name = r.user?.username ?? '匿名用户';
        return (
          <div style={{ display: 'flex', gap: spacing.sm, alignItems: 'flex-start', width: '100%' }}>
            <UserAvatar username={name} avatar={r.user?.avatar} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.xs, alignItems: 'center' }}>
                <UserName id={r.user?.id} username={name} strong />
                {mood ? (
                  <Tag color={MOOD_TAG}>
                    <mood.Icon aria-hidden /> {mood.label}
                  </Tag>
                ) : null}
                {r.streak ? <span style={{ color: alias.mutedText, ...typeScale.caption }}>连续签到 {r.streak} 天</span> : null}
                {r.reward ? <Tag color={REWARD_TAG}>+{r.reward} 金币</Tag> : null}
              </div>
              <div style={{ color: alias.text, wordBreak: 'break-word', margin: `${spacing.xxs}px 0` }}>{r.content}</div>
              <time style={{ color: alias.mutedText, ...typeScale.caption }} dateTime={r.create_time}>
                {formatDateTime(r.create_time)}
              </time>
            </div>
          </div>
        );
      }}
      errorTitle="签到记录加载失败"
    />
  );
}
