import { radii } from '../../theme';
import { diskName } from './diskTypes';

export { DISK_NAMES, DISK_TYPES, diskName } from './diskTypes';

export interface DiskIconProps {
  /** Disk type: baidu, aliyun, quark, 115, tianyi, uc, 139, xunlei, 123, pikpak, magnet, ed2k, other. */
  type: string;
  /** Edge length in px. */
  size?: number;
}

/** Each disk's mark: a short label in white on a colour that keeps 4.5:1 contrast. */
const MARKS: Record<string, { label: string; bg: string }> = {
  baidu: { label: '百', bg: '#0958d9' },
  aliyun: { label: '阿', bg: '#ad4e00' },
  quark: { label: '夸', bg: '#1d39c4' },
  '115': { label: '115', bg: '#006d75' },
  tianyi: { label: '天', bg: '#003eb3' },
  uc: { label: 'UC', bg: '#ad2102' },
  '139': { label: '移', bg: '#237804' },
  xunlei: { label: '迅', bg: '#531dab' },
  '123': { label: '123', bg: '#c41d7f' },
  pikpak: { label: 'P', bg: '#3f6600' },
  magnet: { label: '磁', bg: '#cf1322' },
  ed2k: { label: '驴', bg: '#874d00' },
  other: { label: '链', bg: '#595959' },
};

/** The icon of a network disk (or magnet/ed2k link), named for screen readers. */
export function DiskIcon({ type, size = 32 }: DiskIconProps) {
  const mark = MARKS[type] ?? MARKS.other;
  const long = mark.label.length > 2;
  return (
    <span
      role="img"
      aria-label={diskName(type)}
      title={diskName(type)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: radii.md,
        background: mark.bg,
        color: '#ffffff',
        fontWeight: 600,
        fontSize: Math.round(size * (long ? 0.34 : 0.5)),
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {mark.label}
    </span>
  );
}
