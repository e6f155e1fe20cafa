/**
 * The network-disk types (the `skey` / `disk_type` values) and their Chinese names, shared by the
 * server (link parser, reply views) and the SPA (tabs, icons, labels). No zod here, so the SPA can
 * import these values without pulling zod into its bundle.
 */
export const DISK_TYPES = [
  'baidu', 'aliyun', 'quark', '115', 'tianyi', 'uc', '139', 'xunlei', '123', 'pikpak', 'magnet', 'ed2k', 'other',
] as const;
export type DiskType = (typeof DISK_TYPES)[number];

/** Chinese display names of the disk types (pages, messages, admin tables). */
export const DISK_TYPE_NAMES: Record<DiskType, string> = {
  baidu: '百度网盘',
  aliyun: '阿里云盘',
  quark: '夸克网盘',
  '115': '115网盘',
  tianyi: '天翼云盘',
  uc: 'UC网盘',
  '139': '移动云盘',
  xunlei: '迅雷云盘',
  '123': '123云盘',
  pikpak: 'PikPak',
  magnet: '磁力链接',
  ed2k: '电驴链接',
  other: '其他',
};
