import { CloseOutlined, SoundOutlined } from '@ant-design/icons';
import { useState } from 'react';
import styles from './NoticeBar.module.css';
import { Button } from '../Button';

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
    <section aria-label="网站公告" className={styles.bar}>
      <SoundOutlined aria-hidden className={styles.icon} />
      <p className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {text}
      </p>
      {closable ? (
        <Button
          variant="text"
          size="small"
          className={styles.close}
          aria-label="关闭公告"
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        >
          <CloseOutlined aria-hidden />
        </Button>
      ) : null}
    </section>
  );
}
