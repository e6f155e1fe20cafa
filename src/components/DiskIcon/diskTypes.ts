/** Disk types (the skey values) and their Chinese names, as the server defines them. */
export const DISK_TYPES = ['baidu', 'aliyun', 'quark', '115', 'tianyi', 'uc', '139', 'xunlei', '123', 'pikpak', 'magnet', 'ed2k', 'other'] as const;

/** The names live in src/lib/labels.ts (one module for every code → label map). */
export { DISK_NAMES } from '../../lib/labels';
import { DISK_NAMES } from '../../lib/labels';

export function diskName(type: string): string {
  return DISK_NAMES[type] ?? DISK_NAMES.other;
}
