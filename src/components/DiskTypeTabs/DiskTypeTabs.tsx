import { DISK_NAMES, DISK_TYPES } from '../DiskIcon/diskTypes';
import { alias, radii, spacing } from '../../theme';

export interface DiskTypeTabsProps {
  /** The selected disk type; '' = 全部. */
  value: string;
  onChange: (skey: string) => void;
  /** Disk types to offer (default: every type). */
  types?: readonly string[];
}

export const ALL_DISKS_LABEL = '全部';

/**
 * Disk-type filter (skey) as tabs: 全部, 百度网盘, 阿里云盘, 夸克网盘, … One scrollable row
 * (no overflow menu), so every tab stays reachable on a phone.
 */
export function DiskTypeTabs({ value, onChange, types = DISK_TYPES }: DiskTypeTabsProps) {
  const items = [{ key: '', label: ALL_DISKS_LABEL }, ...types.map((t) => ({ key: t, label: DISK_NAMES[t] ?? t }))];
  return (
    <div role="tablist" aria-label="网盘类型" style={{ display: 'flex', gap: spacing.xxs, overflowX: 'auto', paddingBottom: 2 }}>
      {items.map((it) => {
        const active = it.key === value;
        return (
          <button
            key={it.key || 'all'}
            type="button"
            role="tab"
            aria-selected={active}
            onClick={() => onChange(it.key)}
            style={{
              flex: 'none',
              border: 'none',
              cursor: 'pointer',
              padding: `${spacing.xxs}px ${spacing.sm}px`,
              borderRadius: radii.pill,
              font: 'inherit',
              fontSize: 14,
              lineHeight: '22px',
              background: active ? alias.navActiveBg : 'transparent',
              color: active ? alias.navActiveText : alias.text,
              fontWeight: active ? 600 : 400,
            }}
          >
            {it.label}
          </button>
        );
      })}
    </div>
  );
}
