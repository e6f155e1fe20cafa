import { checkedAgo, validityLabel, type ValidityTone } from '../../../contract/validity';
import { presetTagColors, radii } from '../../theme';
import { localDateTime } from '../../lib/format';

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

const COLOURS: Record<ValidityTone, { text: string; bg: string }> = {
  ok: presetTagColors.green,
  warn: presetTagColors.orange,
  bad: presetTagColors.red,
  unknown: { text: '#595959', bg: '#f0f0f0' },
};

/** 刚刚 / N 分钟前 / N 小时前 / N 天前 (the words are the contract's, shared with the server pages) */
export { checkedAgo };

function lookOf({ validity, checkState, checkedTime, now }: ValidityBadgeProps): Look {
  const label = validityLabel(validity, checkState, checkedTime, now ?? Date.now());
  const title = label.checkedAt
    ? `自动检测于 ${localDateTime(label.checkedAt, true)}`
    : label.tone === 'unknown' ? '链接尚未被自动检测' : undefined;
  return { text: label.text, c: COLOURS[label.tone], title };
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
