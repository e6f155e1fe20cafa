import { WarningOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

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
      <Button icon={<WarningOutlined />} href={loginHref} aria-label="登录后举报失效">
        登录后举报失效
      </Button>
    );
  }
  if (reported) {
    return (
      <Button icon={<WarningOutlined />} disabled>
        已举报
      </Button>
    );
  }
  return (
    <Popconfirm title="举报失效链接" description="确定这个链接已经失效了吗？" okText="确定举报" cancelText="取消" onConfirm={onReport} disabled={disabled}>
      <Button icon={<WarningOutlined />} loading={loading} disabled={disabled} danger>
        举报失效
      </Button>
    </Popconfirm>
  );
}
