import { presetTagColors, radii } from '../../theme';

export interface ShareStatusTagProps {
  /** pending | approved | rejected */
  status: string;
}

export { SHARE_STATUS as SHARE_STATUS_NAMES } from '../../lib/labels';
import { SHARE_STATUS as SHARE_STATUS_NAMES } from '../../lib/labels';

const COLORS: Record<string, { text: string; bg: string }> = {
  pending: presetTagColors.blue,
  approved: presetTagColors.green,
  rejected: presetTagColors.red,
};

/** Review status of a shared resource: 待审核 / 已通过 / 未通过. */
export function ShareStatusTag({ status }: ShareStatusTagProps) {
  const c = COLORS[status] ?? COLORS.pending;
  return (
    <span style={{ display: 'inline-block', padding: '0 6px', borderRadius: radii.sm, fontSize: 12, lineHeight: '20px', color: c.text, background: c.bg }}>
      {SHARE_STATUS_NAMES[status] ?? '未知'}
    </span>
  );
}
