import { CloseOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert } from 'antd';

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
  if (!visible) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<MobileOutlined />}
      message="手机访问提示"
      description={message}
      closable={{ closeIcon: <CloseOutlined />, 'aria-label': '关闭手机访问提示' }}
      onClose={onClose}
    />
  );
}
