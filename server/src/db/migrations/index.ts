import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';

/**
 * Every migration, listed explicitly and in order (no folder scanning: bundlers and tsx agree).
 * Append new ones at the end; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
};
