import { CloseOutlined, MobileOutlined } from '@ant-design/icons';
import { useState } from 'react';
import styles from './MobileSiteNotice.module.css';
import { Alert } from '../Alert';
import { Button } from '../Button';

export interface MobileSiteNoticeProps {
  /** Setting `showMobileSiteNotice`; when false nothing renders. */
  visible: boolean;
  message?: string;
  /** Called when the visitor closes the notice. */
  onClose?: () => void;
}

export const MOBILE_SITE_NOTICE =
  '您正在使用手机访问，建议将本站添加到主屏幕或收藏本页，下次打开更方便；发帖、游戏等功能在电脑上体验更佳。';

/** Notice for phone visitors, shown in the mobile layout when the setting is on. */
export function MobileSiteNotice({ visible, message = MOBILE_SITE_NOTICE, onClose }: MobileSiteNoticeProps) {
  // closing hides the notice at once (as antd's Alert did) and tells the page
  const [closed, setClosed] = useState(false);
  if (!visible || closed) return null;
  return (
    <Alert
      role="alert"
      className={styles.notice}
      icon={<MobileOutlined className={styles.icon} />}
      title="手机访问提示"
      action={
        <Button
          variant="text"
          iconOnly
          className={styles.close}
          aria-label="关闭手机访问提示"
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        >
          <CloseOutlined aria-hidden />
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
