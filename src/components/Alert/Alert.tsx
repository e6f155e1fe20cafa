import type { ReactNode } from 'react';
import ui from '../../theme/ui.module.css';

export interface AlertProps {
  type?: 'info' | 'success' | 'warning' | 'error';
  /** A bold first line (with a description under it). */
  title?: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  /** A full-width strip: no border, square corners. */
  banner?: boolean;
  /** role="alert" for something that just went wrong; otherwise role="status" or none. */
  role?: 'alert' | 'status' | 'note';
  className?: string;
  /** Something at the end (a close or retry button). */
  action?: ReactNode;
}

const TYPE = { info: '', success: ui.alertSuccess, warning: ui.alertWarning, error: ui.alertError } as const;

/** A message box like antd's Alert (info / success / warning / error), optionally with a title. */
export function Alert({ type = 'info', title, children, icon, banner, role, className, action }: AlertProps) {
  return (
    <div role={role} className={[ui.alert, TYPE[type], title ? ui.alertDescribed : '', banner ? ui.alertBanner : '', className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={ui.alertIcon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <div className={ui.alertBody}>
        {title ? <p className={ui.alertTitle}>{title}</p> : null}
        {children ? <div className={ui.alertText}>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
