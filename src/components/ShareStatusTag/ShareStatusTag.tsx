import { presetTagColors, radii } from '../../theme';

export interface ShareStatusTagProps {
  /** pending | approved | rejected */
  status: string;
}

export const SHARE_STATUS_NAMES: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '未通过' };

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
      {SHARE_STATUS_NAMES[status] ?? status}
    </span>
  );
}
