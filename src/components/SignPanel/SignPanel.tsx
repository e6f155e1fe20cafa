import {
  CalendarOutlined,
  CoffeeOutlined,
  FireOutlined,
  FrownOutlined,
  GiftOutlined,
  MehOutlined,
  SmileOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Radio, Skeleton, Statistic } from 'antd';
import { useState, type ComponentType } from 'react';
import { alias, fontWeights, radii, spacing, typeScale } from '../../theme';

/**
 * Moods to sign with; the chosen one is sent as time_id. Drawn with antd icons rather than
 * emoji: many desktops (and our CI) have no colour-emoji font and would show empty boxes.
 */
export const SIGN_MOODS: ReadonlyArray<{ id: string; label: string; Icon: ComponentType }> = [
  { id: '1', label: '开心', Icon: SmileOutlined },
  { id: '2', label: '平静', Icon: MehOutlined },
  { id: '3', label: '奋斗', Icon: ThunderboltOutlined },
  { id: '4', label: '无聊', Icon: MehOutlined },
  { id: '5', label: '郁闷', Icon: FrownOutlined },
  { id: '6', label: '困倦', Icon: CoffeeOutlined },
];

export const moodOf = (timeId: string) => SIGN_MOODS.find((m) => m.id === timeId);

export const SIGN_CONTENT_MAX = 200;

/** Sign state as GET /auth/v1/sign/status answers it. */
export interface SignPanelStatus {
  signed_today: boolean;
  continue_sign_days: number;
  today_reward: number;
  reward_table: number[];
}

export interface SignPanelProps {
  /** Signed-out visitors see a link to log in instead of the form. */
  loggedIn: boolean;
  status?: SignPanelStatus | null;
  loading?: boolean;
  /** Loading the status failed. */
  error?: string;
  submitting?: boolean;
  /** The server's msg after the last sign attempt. */
  result?: { type: 'success' | 'error'; msg: string } | null;
  onSign: (sign: { content: string; time_id: string }) => void;
  onRetry?: () => void;
  loginHref?: string;
}

/** The reward of each streak day; the last entry repeats for longer streaks. */
function RewardTable({ table, streakDay }: { table: number[]; streakDay: number }) {
  if (table.length === 0) return null;
  const current = Math.min(Math.max(streakDay, 1), table.length) - 1;
  return (
    <ol aria-label="连续签到奖励表" style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.xs, listStyle: 'none', margin: 0, padding: 0 }}>
      {table.map((coins, i) => (
        <li
          key={i}
          aria-current={i === current ? 'step' : undefined}
          style={{
            minWidth: 64,
            padding: `${spacing.xxs}px ${spacing.xs}px`,
            borderRadius: radii.md,
            textAlign: 'center',
            background: i === current ? alias.navActiveBg : alias.pageBg,
            color: i === current ? alias.navActiveText : alias.text,
            fontWeight: i === current ? fontWeights.strong : fontWeights.regular,
            ...typeScale.caption,
          }}
        >
          <div>{i === table.length - 1 ? `第${i + 1}天起` : `第${i + 1}天`}</div>
          <div>{coins} 金币</div>
        </li>
      ))}
    </ol>
  );
}

/** Daily sign-in: streak, today's reward, the reward table, and the form (a mood and a line of text). */
export function SignPanel({ loggedIn, status, loading, error, submitting, result, onSign, onRetry, loginHref = '#/login' }: SignPanelProps) {
  const [mood, setMood] = useState(SIGN_MOODS[0].id);
  const [content, setContent] = useState('');
  const [invalid, setInvalid] = useState('');

  const submit = () => {
    const text = content.trim();
    if (!text) return setInvalid('请写一句签到心情');
    if (text.length > SIGN_CONTENT_MAX) return setInvalid(`签到心情最多 ${SIGN_CONTENT_MAX} 个字`);
    setInvalid('');
    onSign({ content: text, time_id: mood });
  };

  let body;
  if (!loggedIn) {
    body = (
      <Flex vertical gap={spacing.sm} align="flex-start">
        <p style={{ margin: 0 }}>登录后每天签到可领取金币，连续签到奖励更多。</p>
        <Button type="primary" href={loginHref}>
          登录后签到
        </Button>
      </Flex>
    );
  } else if (loading && !status) {
    body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  } else if (error && !status) {
    body = (
      <Alert
        type="error"
        showIcon
        message="签到状态加载失败"
        description={error}
        action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
      />
    );
  } else {
    const signed = !!status?.signed_today;
    const streak = status?.continue_sign_days ?? 0;
    body = (
      <Flex vertical gap={spacing.md}>
        <Flex wrap gap={spacing.xl}>
          <Statistic title="连续签到" value={streak} suffix="天" prefix={<FireOutlined aria-hidden />} />
          <Statistic title={signed ? '今日已获得' : '今日签到可得'} value={status?.today_reward ?? 0} suffix="金币" prefix={<GiftOutlined aria-hidden />} />
          <Statistic title="今日状态" value={signed ? '已签到' : '未签到'} prefix={<CalendarOutlined aria-hidden />} />
        </Flex>
        <RewardTable table={status?.reward_table ?? []} streakDay={signed ? streak : streak + 1} />
        {signed ? (
          <Alert type="success" showIcon message="今天已经签到过了，明天再来吧" />
        ) : (
          <Flex vertical gap={spacing.sm}>
            <Radio.Group
              aria-label="签到心情"
              value={mood}
              onChange={(e) => setMood(e.target.value as string)}
              optionType="button"
              options={SIGN_MOODS.map((m) => ({ value: m.id, label: (
                  <span>
                    <m.Icon /> {m.label}
                  </span>
                ) }))}
            />
            <Input.TextArea
              aria-label="签到心情内容"
              placeholder="写一句今天的心情……"
              value={content}
              onChange={(e) => setContent(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 4 }}
              showCount
              maxLength={SIGN_CONTENT_MAX}
              status={invalid ? 'error' : undefined}
            />
            {invalid ? (
              <span role="alert" style={{ color: alias.badgeBg, ...typeScale.caption }}>
                {invalid}
              </span>
            ) : null}
            <div>
              <Button type="primary" onClick={submit} loading={submitting}>
                立即签到
              </Button>
            </div>
          </Flex>
        )}
      </Flex>
    );
  }

  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>每日签到</h2>}>
      <Flex vertical gap={spacing.md}>
        {/* a success is told once by the toast and the 已签到 state below; only a failure needs this line (issue 16) */}
        {result && result.type !== 'success' ? <Alert type={result.type} showIcon message={result.msg} /> : null}
        {body}
      </Flex>
    </Card>
  );
}
