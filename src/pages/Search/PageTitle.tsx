import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page heading with an optional line under it. */
export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {sub ? <Typography.Text type="secondary">{sub}</Typography.Text> : null}
    </div>
  );
}
