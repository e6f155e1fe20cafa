import { CheckOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Skeleton } from 'antd';
import type { SignCalendarData, SignCalendarDay } from '../../api/sign';
import { monthDayTitle as dayTitle, monthTitle, shiftMonth } from '../../lib/format';
import { alias, fontWeights, palette, radii, spacing, typeScale } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SignCalendarProps {
  calendar: SignCalendarData | null;
  loading?: boolean;
  /** Loading the calendar failed. */
  error?: string;
  /** What runs now: buying a card, or making up a day. */
  busy?: { kind: 'buy' } | { kind: 'makeup'; date: string } | null;
  /** My coins (the purchase says when they are not enough). */
  coin?: number;
  onBuy: () => void;
  onMakeup: (date: string) => void;
  onMonthChange: (month: string) => void;
  onRetry?: () => void;
}

/** Monday first, as Chinese calendars are printed. */
const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

const STATE_WORDS: Record<SignCalendarDay['state'], string> = {
  signed: '已签到',
  makeup: '已补签',
  missed: '漏签',
  today: '今天，还没签到',
  future: '未到',
  before_register: '注册前',
};

const CELL = 44;

function cellStyle(day: SignCalendarDay, isToday: boolean): React.CSSProperties {
  const base: React.CSSProperties = {
    minWidth: CELL,
    minHeight: CELL,
    width: '100%',
    padding: 0,
    borderRadius: radii.md,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    ...typeScale.caption,
    border: isToday ? `2px solid ${palette.brand}` : '1px solid transparent',
  };
  switch (day.state) {
    case 'signed':
      return { ...base, background: palette.brandLight, color: palette.brandDark, fontWeight: fontWeights.strong };
    case 'makeup':
      return { ...base, background: palette.goldBg, color: palette.goldInk, fontWeight: fontWeights.strong };
    case 'missed':
      return { ...base, background: palette.white, color: alias.mutedText, border: isToday ? base.border : `1px dashed ${palette.inkPlaceholder}` };
    case 'today':
      return { ...base, background: palette.white, color: alias.text, fontWeight: fontWeights.strong };
    default:
      return { ...base, background: alias.pageBg, color: alias.mutedText };
  }
}

function Mark({ day }: { day: SignCalendarDay }) {
  if (day.state === 'signed') return <CheckOutlined aria-hidden style={{ fontSize: 10 }} />;
  if (day.state === 'makeup') return <span aria-hidden>补</span>;
  if (day.state === 'missed') return <span aria-hidden>漏</span>;
  if (day.state === 'today') return <span aria-hidden>今</span>;
  return <span aria-hidden>&nbsp;</span>;
}

/**
 * 签到日历: the month's grid (signed days marked, today ringed, missed days — in this month, after
 * registration — open to 补签 while I hold a 补签卡), my streak, the reward table, and buying cards.
 * Every day is a 44×44 px target at 390 px.
 */
export function SignCalendar({ calendar, loading, error, busy, coin, onBuy, onMakeup, onMonthChange, onRetry }: SignCalendarProps) {
  if (error && !calendar) {
    return (
      <Card title="签到日历">
        <Alert type="error" showIcon message="签到日历加载失败" description={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
      </Card>
    );
  }
  if (!calendar) {
    return (
      <Card title="签到日历">
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const c = calendar;
  const mk = c.makeup;
  const closed = mk.monthly_limit <= 0;
  const boughtOut = mk.bought_this_month >= mk.monthly_limit;
  const usedOut = mk.used_this_month >= mk.monthly_limit;
  const poor = coin !== undefined && coin < mk.price;
  const canUse = mk.cards > 0 && !usedOut && !closed;
  const thisMonth = c.today.slice(0, 7);
  const offset = (c.first_weekday + 6) % 7;
  const missedHere = c.days.filter((d) => d.can_makeup).length;

  return (
    <Card title="签到日历" styles={{ body: { padding: spacing.xs } }} aria-busy={loading || undefined}>
      <Flex vertical gap={spacing.sm}>
        <Flex justify="space-between" align="center">
          <Button type="text" icon={<LeftOutlined />} style={{ minWidth: CELL, minHeight: CELL }} aria-label="上个月" onClick={() => onMonthChange(shiftMonth(c.month, -1))} />
          <strong style={{ ...typeScale.h4, fontWeight: fontWeights.strong }} aria-live="polite">
            {monthTitle(c.month)}
          </strong>
          <Button
            type="text"
            icon={<RightOutlined />}
            style={{ minWidth: CELL, minHeight: CELL }}
            aria-label="下个月"
            disabled={c.month >= thisMonth}
            onClick={() => onMonthChange(shiftMonth(c.month, 1))}
          />
        </Flex>
        <Flex wrap gap={spacing.md} justify="center" style={{ color: alias.text }}>
          <span>
            连续签到 <strong style={{ color: palette.brandDark }}>{c.continue_sign_days}</strong> 天
          </span>
          <span>本月已签 {c.signed_count} 天</span>
          <span>{c.signed_today ? `今天已签到，获得 ${c.today_reward} 金币` : `今天签到可得 ${c.today_reward} 金币`}</span>
        </Flex>
        <div aria-hidden style={{ display: 'grid', gridTemplateColumns: `repeat(7, minmax(${CELL}px, 1fr))`, gap: 4 }}>
          {WEEKDAYS.map((w) => (
            <div key={w} style={{ textAlign: 'center', color: alias.mutedText, ...typeScale.caption }}>
              {w}
            </div>
          ))}
        </div>
        <ol
          aria-label={`${monthTitle(c.month)}签到日历`}
          style={{ display: 'grid', gridTemplateColumns: `repeat(7, minmax(${CELL}px, 1fr))`, gap: 4, listStyle: 'none', margin: 0, padding: 0 }}
        >
          {Array.from({ length: offset }, (_, i) => (
            <li key={`pad-${i}`} aria-hidden />
          ))}
          {c.days.map((d) => {
            const isToday = d.date === c.today;
            const label = `${dayTitle(d.date)}，${STATE_WORDS[d.state]}${d.reward > 0 ? `，获得 ${d.reward} 金币` : ''}`;
            // number over mark, the same in a plain cell and in a 补签 button (antd lays button children in a row)
            const content = (
              <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.1 }}>
                <span aria-hidden>{d.day}</span>
                <Mark day={d} />
              </span>
            );
            if (d.can_makeup && canUse) {
              const pending = busy?.kind === 'makeup' && busy.date === d.date;
              return (
                <li key={d.date}>
                  <Popconfirm
                    title={`补签 ${dayTitle(d.date)}？`}
                    description="用掉 1 张补签卡；补签不发金币，只接上连续签到天数。"
                    okText="补签"
                    cancelText="取消"
                    onConfirm={() => onMakeup(d.date)}
                  >
                    <Button style={cellStyle(d, isToday)} loading={pending} disabled={!!busy}>
                      {pending ? null : content}
                      {/* the name read out (the number and mark above are for the eye) */}
                      <VisuallyHidden>{pending ? `${label}，正在补签` : `${label}，点击用补签卡补签`}</VisuallyHidden>
                    </Button>
                  </Popconfirm>
                </li>
              );
            }
            return (
              <li key={d.date} aria-label={label} aria-current={isToday ? 'date' : undefined} style={cellStyle(d, isToday)}>
                {content}
              </li>
            );
          })}
        </ol>
        <Flex wrap gap={spacing.sm} style={{ ...typeScale.caption, color: alias.mutedText }}>
          <span><CheckOutlined style={{ color: palette.brandDark }} aria-hidden /> 已签到</span>
          <span><span style={{ color: palette.goldInk }}>补</span> 已补签</span>
          <span>漏 漏签</span>
          <span>蓝框 今天</span>
        </Flex>
        <RewardLine table={c.reward_table} />
        <section aria-label="补签卡" style={{ background: alias.pageBg, borderRadius: radii.md, padding: spacing.sm }}>
          {closed ? (
            <span style={{ color: alias.mutedText }}>补签功能暂未开放。</span>
          ) : (
            <Flex vertical gap={spacing.xs}>
              <span>
                补签卡：持有 <strong>{mk.cards}</strong> 张，每张 {mk.price} 金币；本月已买 {mk.bought_this_month}/{mk.monthly_limit} 张，已补签 {mk.used_this_month}/{mk.monthly_limit} 次。
              </span>
              <span style={{ color: alias.mutedText, ...typeScale.caption }}>
                {canUse && c.month !== thisMonth
                  ? '只能补签本月的日子，回到本月即可补签。'
                  : canUse
                  ? missedHere > 0
                    ? '点击日历上标“漏”的日子即可补签（只能补签本月、注册之后的日子）。'
                    : '本月没有可以补签的日子。'
                  : mk.cards > 0 && usedOut
                    ? '本月补签次数已用完，下个月再来吧。'
                    : '有补签卡时，点击本月漏签的日子即可补签。补签不发金币，只接上连续签到。'}
              </span>
              <div>
                <Button
                  type="primary"
                  onClick={onBuy}
                  loading={busy?.kind === 'buy'}
                  disabled={boughtOut || poor || (!!busy && busy.kind !== 'buy')}
                  style={{ minHeight: CELL }}
                >
                  购买补签卡（{mk.price} 金币）
                </Button>
                {boughtOut ? (
                  <span style={{ marginLeft: spacing.xs, color: alias.mutedText }}>本月补签卡已达购买上限</span>
                ) : poor ? (
                  <span style={{ marginLeft: spacing.xs, color: alias.mutedText }}>金币不足（现有 {coin} 金币）</span>
                ) : null}
              </div>
            </Flex>
          )}
        </section>
      </Flex>
    </Card>
  );
}

/** 连续签到奖励: 第1天 5 金币 … 第7天起 15 金币 */
function RewardLine({ table }: { table: number[] }) {
  if (!table.length) return null;
  return (
    <p style={{ margin: 0, ...typeScale.caption, color: alias.mutedText }}>
      连续签到奖励：{table.map((coins, i) => `${i === table.length - 1 ? `第${i + 1}天起` : `第${i + 1}天`} ${coins}`).join(' · ')} 金币
    </p>
  );
}
