import { Alert, Result } from 'antd';
import type { ReactNode } from 'react';

export interface MaintenanceNoticeProps {
  /** Setting `maintain`; when false nothing renders. */
  maintain: boolean;
  /** Explanation shown under the title. */
  message?: string;
  /** banner: a strip above the content; page: replaces the page content. */
  variant?: 'banner' | 'page';
  /** Optional action (page variant), e.g. a link home. */
  extra?: ReactNode;
}

export const MAINTENANCE_TITLE = '网站维护中';
export const MAINTENANCE_MESSAGE = '网站正在维护升级，部分功能暂时无法使用，请稍后再来。给您带来不便，敬请谅解。';

/** Shown while the site is in maintenance (setting `maintain` is on). */
export function MaintenanceNotice({ maintain, message = MAINTENANCE_MESSAGE, variant = 'banner', extra }: MaintenanceNoticeProps) {
  if (!maintain) return null;
  if (variant === 'page') {
    return <Result status="warning" title={MAINTENANCE_TITLE} subTitle={message} extra={extra} />;
  }
  return <Alert type="warning" banner showIcon message={MAINTENANCE_TITLE} description={message} />;
}
