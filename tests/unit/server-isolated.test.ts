import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server test files share one module graph (vite.config.ts, project `server`, isolate:
 * false). A file there that replaced a module with vi.mock would test the real module without
 * anyone noticing, so every such file must be listed in tests/support/server-isolated.json and
 * run in the project `server-isolated`, and every listed file must really mock something.
 */
const root = path.resolve(import.meta.dirname, '../..');
const listed = (JSON.parse(readFileSync(path.join(root, 'tests/support/server-isolated.json'), 'utf8')) as { files: string[] }).files;
const MOCKING = /\bvi\.(mock|doMock|unmock|resetModules)\s*\(/;

describe('server test files that replace modules run isolated', () => {
  const files = readdirSync(path.join(root, 'tests/server'))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `tests/server/${f}`);

  it('every file that mocks a module is listed, and only those', () => {
    const mocking = files.filter((f) => MOCKING.test(readFileSync(path.join(root, f), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual(mocking.sort());
  });
});
