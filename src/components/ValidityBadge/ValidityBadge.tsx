import { presetTagColors, radii } from '../../theme';

export interface ValidityBadgeProps {
  /** ok | reported | invalid */
  validity: string;
}

const LOOKS: Record<string, { text: string; c: { text: string; bg: string } }> = {
  ok: { text: '有效', c: presetTagColors.green },
  reported: { text: '有人反馈失效', c: presetTagColors.orange },
  invalid: { text: '已失效', c: presetTagColors.red },
};

/** Link validity: 有效 / 有人反馈失效 / 已失效. */
export function ValidityBadge({ validity }: ValidityBadgeProps) {
  const look = LOOKS[validity] ?? LOOKS.ok;
  return (
    <span
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
