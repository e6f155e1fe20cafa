import { describe, expect, it } from 'vitest';
import { StampedCache } from '../../server/src/lib/stamped-cache';

describe('StampedCache', () => {
  it('answers with the same stamp within the TTL; a new stamp, the TTL or a clock going back expire it', () => {
    const c = new StampedCache<string>(1000, 10);
    c.set('k', 1, 5000, 'v');
    expect(c.get('k', 1, 5999)).toBe('v');
    expect(c.get('k', 2, 5001)).toBeUndefined();
    c.set('k', 2, 5000, 'w');
    expect(c.get('k', 2, 6000)).toBeUndefined();
    c.set('k', 2, 5000, 'w');
    expect(c.get('k', 2, 4999)).toBeUndefined();
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const c = new StampedCache<number>(1000, 2);
    c.set('a', 0, 0, 1);
    c.set('b', 0, 0, 2);
    expect(c.get('a', 0, 0)).toBe(1); // a is now the most recent
    c.set('c', 0, 0, 3);
    expect(c.get('b', 0, 0)).toBeUndefined();
    expect(c.get('a', 0, 0)).toBe(1);
    expect(c.get('c', 0, 0)).toBe(3);
  });

  it('counts hits and misses (a stale stamp, the TTL and an unknown key are misses); size, capacity and weigh say what it holds', () => {
    const c = new StampedCache<string>(1000, 3);
    expect(c.get('a', 1, 0)).toBeUndefined();
    c.set('a', 1, 0, 'xx');
    c.set('b', 1, 0, 'yyy');
    expect(c.get('a', 1, 10)).toBe('xx');
    expect(c.get('b', 2, 10)).toBeUndefined(); // stale stamp: dropped
    expect(c.get('a', 1, 1000)).toBeUndefined(); // TTL: dropped
    expect(c.stats).toEqual({ hits: 1, misses: 3 });
    c.set('c', 1, 0, 'zzzz');
    expect(c.size).toBe(1);
    expect(c.capacity).toBe(3);
    expect(c.weigh((v) => v.length)).toBe(4);
  });
});
