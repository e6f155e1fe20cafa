import { Tabs } from 'antd';
import { DISK_NAMES, DISK_TYPES } from '../DiskIcon/diskTypes';

export interface DiskTypeTabsProps {
  /** The selected disk type; '' = 全部. */
  value: string;
  onChange: (skey: string) => void;
  /** Disk types to offer (default: every type). */
  types?: readonly string[];
}

export const ALL_DISKS_LABEL = '全部';

/** Disk-type filter (skey) as tabs: 全部, 百度网盘, 阿里云盘, 夸克网盘, … */
export function DiskTypeTabs({ value, onChange, types = DISK_TYPES }: DiskTypeTabsProps) {
  return (
    <Tabs
      activeKey={value || 'all'}
      onChange={(key) => onChange(key === 'all' ? '' : key)}
      size="small"
      aria-label="网盘类型"
      items={[
        { key: 'all', label: ALL_DISKS_LABEL },
        ...types.map((t) => ({ key: t, label: DISK_NAMES[t] ?? t })),
      ]}
      style={{ marginBottom: 0 }}
    />
  );
}
