import { describe, expect, it } from 'vitest';
import { ConfigError, parseSearchEngineConfig } from '../../server/src/config';
import { MeilisearchEngine } from '../../server/src/search/meilisearch-engine';

/** Issue 36: SEARCH_ENGINE and its settings (README Environment), and the filter the provider sends. */
describe('SEARCH_ENGINE', () => {
  it('unset is the built-in index', () => {
    expect(parseSearchEngineConfig({})).toEqual({ kind: 'builtin' });
    expect(parseSearchEngineConfig({ SEARCH_ENGINE: ' BuiltIn ' })).toEqual({ kind: 'builtin' });
  });

  it('meilisearch with its address, key and defaults', () => {
    expect(parseSearchEngineConfig({ SEARCH_ENGINE: 'meilisearch', SEARCH_ENGINE_URL: 'http://10.0.0.5:7700', SEARCH_ENGINE_KEY: 'k' })).toEqual({
      kind: 'meilisearch', url: 'http://10.0.0.5:7700', key: 'k', index: 'resources', timeoutMs: 1500, syncMs: 1000, retryMs: 5000,
    });
  });

  it('refuses what would not work, in one Chinese line', () => {
    expect(() => parseSearchEngineConfig({ SEARCH_ENGINE: 'elastic' })).toThrow(ConfigError);
    expect(() => parseSearchEngineConfig({ SEARCH_ENGINE: 'elastic' })).toThrow(/SEARCH_ENGINE 无效/);
    expect(() => parseSearchEngineConfig({ SEARCH_ENGINE: 'meilisearch' })).toThrow(/SEARCH_ENGINE_URL 无效/);
    expect(() => parseSearchEngineConfig({ SEARCH_ENGINE: 'meilisearch', SEARCH_ENGINE_URL: 'ftp://x' })).toThrow(/SEARCH_ENGINE_URL/);
    expect(() => parseSearchEngineConfig({ SEARCH_ENGINE: 'meilisearch', SEARCH_ENGINE_URL: 'http://x:7700', SEARCH_ENGINE_INDEX: 'a b' })).toThrow(/SEARCH_ENGINE_INDEX/);
    expect(() => parseSearchEngineConfig({ SEARCH_ENGINE: 'meilisearch', SEARCH_ENGINE_URL: 'http://x:7700', SEARCH_ENGINE_TIMEOUT_MS: '5' })).toThrow(/SEARCH_ENGINE_TIMEOUT_MS/);
  });
});

describe('the Meilisearch filter', () => {
  it('every filter of the page, strings quoted and escaped; the tab and 只看免费 can be left out', () => {
    const q = { diskType: 'quark"x', onlyFree: true, since: 1700000000000.7, categoryId: 3, verified: true };
    expect(MeilisearchEngine.filter(q)).toBe('disk_type = "quark\\"x" AND free = true AND created_at >= 1700000000000 AND category_id = 3 AND check_state = "ok"');
    expect(MeilisearchEngine.filter(q, false, false)).toBe('created_at >= 1700000000000 AND category_id = 3 AND check_state = "ok"');
    expect(MeilisearchEngine.filter({ onlyFree: false })).toBe('');
  });
});
