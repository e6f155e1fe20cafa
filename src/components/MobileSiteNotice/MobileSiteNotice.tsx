import { CloseOutlined, MobileOutlined } from '@ant-design/icons';
import { useState } from 'react';
import ui from '../../theme/ui.module.css';
import styles from './MobileSiteNotice.module.css';

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
    <div role="alert" className={`${ui.alert} ${ui.alertDescribed} ${styles.notice}`}>
      <MobileOutlined aria-hidden className={`${ui.alertIcon} ${styles.icon}`} />
      <div className={ui.alertBody}>
        <p className={ui.alertTitle}>手机访问提示</p>
        <p className={ui.alertText}>{message}</p>
      </div>
      <button type="button" className={`${ui.button} ${ui.text} ${ui.icon} ${styles.close}`} aria-label="关闭手机访问提示" onClick={() => {
          setClosed(true);
          onClose?.();
        }}>
        <CloseOutlined aria-hidden />
      </button>
    </div>
  );
}
