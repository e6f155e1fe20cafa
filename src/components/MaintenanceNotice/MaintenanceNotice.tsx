import { ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './MaintenanceNotice.module.css';
import { Alert } from '../Alert';

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
    return (
      <section className={styles.page} aria-label={MAINTENANCE_TITLE}>
        <div className={styles.pageIcon}>
          <WarningFilled aria-hidden />
        </div>
        <h2 className={styles.pageTitle}>{MAINTENANCE_TITLE}</h2>
        <p className={styles.pageText}>{message}</p>
        {extra ? <div className={styles.pageExtra}>{extra}</div> : null}
      </section>
    );
  }
  return (
    <Alert role="alert" type="warning" banner title={MAINTENANCE_TITLE} icon={<ExclamationCircleFilled className={styles.bannerIcon} />}>
      {message}
    </Alert>
  );
}
