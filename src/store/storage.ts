import type { Storage as PersistStorage } from 'redux-persist';
import { STORAGE_VALUE_CAP } from '../config';

/** The subset of the Web Storage API the wrapper needs (localStorage, or a test double). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory KeyValueStore (used where localStorage is unavailable). */
export function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/**
 * redux-persist storage over localStorage that never saves a value longer than 5000 characters
 * (spec §5, §9): such a write is skipped and the previously saved value stays. Written here
 * instead of importing redux-persist/lib/storage, which breaks under Vite 8 (STACK trap 4).
 */
export function createCappedStorage(backing?: KeyValueStore, cap = STORAGE_VALUE_CAP): PersistStorage {
  const target = (): KeyValueStore | undefined => backing ?? (typeof window !== 'undefined' ? window.localStorage : undefined);
  return {
    getItem: async (key: string) => target()?.getItem(key) ?? null,
    setItem: async (key: string, value: string) => {
      if (typeof value !== 'string' || value.length > cap) return;
      try {
        target()?.setItem(key, value);
      } catch {
        // quota exceeded or storage disabled: the app keeps working without persistence
      }
    },
    removeItem: async (key: string) => {
      target()?.removeItem(key);
    },
  };
}
