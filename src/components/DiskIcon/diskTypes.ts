/** Disk types (the skey values), from the contract the server uses too. */
export { DISK_TYPES } from '../../../contract/disk-constants';

/**
 * The names: the contract's map, which src/lib/labels.ts re-exports as DISK_NAMES with every other
 * code → label map. Taken from the contract here so the first screens, which show disk names, do
 * not carry the ledger, order, audit and setting labels (labels.ts kept them in the shell chunk).
 */
import { DISK_TYPE_NAMES } from '../../../contract/disk-constants';
export const DISK_NAMES: Record<string, string> = DISK_TYPE_NAMES;

export function diskName(type: string): string {
  return DISK_NAMES[type] ?? DISK_NAMES.other;
}
