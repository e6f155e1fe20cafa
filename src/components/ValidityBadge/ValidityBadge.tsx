import { VALIDITY_WORDS } from '../../lib/labels';
import { presetTagColors, radii } from '../../theme';

export interface ValidityBadgeProps {
  /** ok | reported | invalid */
  validity: string;
  /**
   * The link checker's answer (issue 19): '' never checked, ok, bad, locked, unsupported,
   * uncertain. Absent (an older server) → the badge shows only `validity` as before.
   */
  checkState?: string;
  /** ISO time of the check ('' = never) */
  checkedTime?: string;
  /** "now" in ms for the relative time (stories pin it); default the current time */
  now?: number;
}

type Look = { text: string; c: { text: string; bg: string }; title?: string };

const LOOKS: Record<string, Look> = {
  ok: { text: VALIDITY_WORDS.verified, c: presetTagColors.green },
  reported: { text: VALIDITY_WORDS.reported, c: presetTagColors.orange },
  invalid: { text: VALIDITY_WORDS.invalid, c: presetTagColors.red },
};
const UNCHECKED: Look = { text: VALIDITY_WORDS.unchecked, c: { text: '#595959', bg: '#f0f0f0' }, title: '链接尚未被自动检测' };

/** 刚刚 / N 分钟前 / N 小时前 / N 天前 */
export function checkedAgo(iso: string, now: number): string {
  const ms = now - Date.parse(iso);
  if (!Number.isFinite(ms) || ms < 60_000) return '刚刚';
  if (ms < 3600_000) return `${Math.floor(ms / 60_000)} 分钟前`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3600_000)} 小时前`;
  return `${Math.floor(ms / 86_400_000)} 天前`;
}

function lookOf({ validity, checkState, checkedTime, now }: ValidityBadgeProps): Look {
  if (validity === 'invalid' || checkState === 'bad') return LOOKS.invalid;
  if (validity === 'reported') return LOOKS.reported;
  if (checkState === undefined) return LOOKS[validity] ?? LOOKS.ok;
  if (checkState === 'ok' && checkedTime) {
    const at = new Date(checkedTime);
    return { text: `${VALIDITY_WORDS.verified} · ${checkedAgo(checkedTime, now ?? Date.now())}`, c: presetTagColors.green, title: `自动检测于 ${at.toLocaleString('zh-CN', { hour12: false })}` };
  }
  return UNCHECKED;
}

/**
 * Link validity: 已验证有效 · 2 小时前 (the checker found it valid) / 已失效 (checker or reports)
 * / 有人反馈失效 / 未验证 (never checked, or no clear answer). Without checker fields (older
 * servers) it shows 有效 / 有人反馈失效 / 已失效 as before.
 */
export function ValidityBadge(props: ValidityBadgeProps) {
  const look = lookOf(props);
  return (
    <span
      title={look.title}
      style={{
        display: 'inline-block',
        padding: '0 6px',
        borderRadius: radii.sm,
        fontSize: 12,
        lineHeight: '20px',
        color: look.c.text,
        background: look.c.bg,
        whiteSpace: 'nowrap',
      }}
    >
      {look.text}
    </span>
  );
}
