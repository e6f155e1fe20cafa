/** Disk types (the skey values) and their Chinese names, as the server defines them. */
export const DISK_TYPES = ['baidu', 'aliyun', 'quark', '115', 'tianyi', 'uc', '139', 'xunlei', '123', 'pikpak', 'magnet', 'ed2k', 'other'] as const;

export const DISK_NAMES: Record<string, string> = {
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

export function diskName(type: string): string {
  return DISK_NAMES[type] ?? DISK_NAMES.other;
}
