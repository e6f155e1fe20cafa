import { WarningOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';

export interface ReportButtonProps {
  /** The viewer already reported this link. */
  reported?: boolean;
  loading?: boolean;
  disabled?: boolean;
  onReport: () => void;
}

/** 举报失效: asks for confirmation, then reports the dead link (once per user). */
export function ReportButton({ reported = false, loading = false, disabled = false, onReport }: ReportButtonProps) {
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
