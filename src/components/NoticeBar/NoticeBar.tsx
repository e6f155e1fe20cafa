import { CloseOutlined, SoundOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { alias, radii, spacing, typeScale } from '../../theme';

export interface NoticeBarProps {
  /** The site notice (setting `notice`). Blank text renders nothing. */
  notice?: string | null;
  /** Shows a close button; closing hides the bar and calls onClose. */
  closable?: boolean;
  onClose?: () => void;
  /** Label read before the text. */
  title?: string;
}

/** Site-wide notice. Long text wraps onto further lines — no marquee. */
export function NoticeBar({ notice, closable = false, onClose, title = '公告' }: NoticeBarProps) {
  const [closed, setClosed] = useState(false);
  const text = notice?.trim();
  if (!text || closed) return null;

  return (
    <section
      aria-label="网站公告"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: spacing.xs,
        padding: `${spacing.xs}px ${spacing.md}px`,
        background: alias.noticeBg,
        color: alias.noticeText,
        borderRadius: radii.md,
        ...typeScale.body,
      }}
    >
      <SoundOutlined aria-hidden style={{ marginTop: 4, flex: 'none' }} />
      <p style={{ margin: 0, flex: 1, minWidth: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <strong style={{ marginInlineEnd: spacing.xs }}>{title}</strong>
        {text}
      </p>
      {closable ? (
        <Button
          type="text"
          size="small"
          aria-label="关闭公告"
          icon={<CloseOutlined />}
          style={{ color: alias.noticeText, flex: 'none' }}
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        />
      ) : null}
    </section>
  );
}
