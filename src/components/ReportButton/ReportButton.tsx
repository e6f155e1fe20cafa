import { WarningOutlined } from '@ant-design/icons';
import { Button, LinkButton } from '../Button';
import { Confirm } from '../Confirm';
import styles from './ReportButton.module.css';
import { Spinner } from '../Spinner';

export interface ReportButtonProps {
  /** The viewer already reported this link. */
  reported?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /**
   * Where a visitor logs in first (issue 30: a visitor was asked to confirm and only then told to
   * log in). Given, the button is a link to the login page that comes back here.
   */
  loginHref?: string;
  onReport: () => void;
}

/** 举报失效: asks for confirmation, then reports the dead link (once per user); a visitor logs in first. */
export function ReportButton({ reported = false, loading = false, disabled = false, loginHref, onReport }: ReportButtonProps) {
  if (loginHref) {
    return (
      <LinkButton href={loginHref} aria-label="登录后举报失效">
        <WarningOutlined aria-hidden />
        登录后举报失效
      </LinkButton>
    );
  }
  if (reported) {
    return (
      <Button disabled>
        <WarningOutlined aria-hidden />
        已举报
      </Button>
    );
  }
  return (
    <Confirm title="举报失效链接" description="确定这个链接已经失效了吗？" okText="确定举报" cancelText="取消" danger onConfirm={onReport} disabled={disabled || loading}>
      <Button disabled={disabled} aria-busy={loading || undefined} className={styles.danger}>
        {loading ? <Spinner size="small" /> : <WarningOutlined aria-hidden />}
        举报失效
      </Button>
    </Confirm>
  );
}
