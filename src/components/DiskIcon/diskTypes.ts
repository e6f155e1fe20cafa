/** Disk types (the skey values), from the contract the server uses too. */
export { DISK_TYPES } from '../../../contract/disk-constants';

/** The names live in src/lib/labels.ts (one module for every code → label map). */
export { DISK_NAMES } from '../../lib/labels';
import { DISK_NAMES } from '../../lib/labels';

export function diskName(type: string): string {
  return DISK_NAMES[type] ?? DISK_NAMES.other;
}
