import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server files run in the SQLite pass only (tests/support/db-agnostic.json) must really not
 * use the suite's database: no import of the database-kind harness (tests/support/server.ts),
 * no TEST_DATABASE_URL. A file that starts using it must leave the list, or the PostgreSQL
 * pass would silently miss it.
 */
const root = path.resolve(__dirname, '../..');
const DB_AGNOSTIC_SERVER_TESTS = (JSON.parse(readFileSync(path.join(root, 'tests/support/db-agnostic.json'), 'utf8')) as { files: string[] }).files;

describe('server tests run in one database pass only', () => {
  it('each listed file exists and never reads the database the suite runs on', () => {
    expect(DB_AGNOSTIC_SERVER_TESTS.length).toBeGreaterThan(0);
    for (const file of DB_AGNOSTIC_SERVER_TESTS) {
      const full = path.join(root, file);
      expect(existsSync(full), file).toBe(true);
      const code = readFileSync(full, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      expect(code, `${file} imports the database harness`).not.toMatch(/support\/server['"]/);
      expect(code, `${file} reads TEST_DATABASE_URL`).not.toMatch(/TEST_DATABASE_URL|TEST_DB_KIND/);
    }
  });

  it('the harness files they use do not read it either', () => {
    for (const file of DB_AGNOSTIC_SERVER_TESTS) {
      const code = readFileSync(path.join(root, file), 'utf8');
      for (const m of code.matchAll(/from '(\.\.\/support\/[^']+)'/g)) {
        const helper = path.resolve(path.dirname(path.join(root, file)), `${m[1]}.ts`);
        const text = readFileSync(helper, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
        expect(text, `${m[1]} (used by ${file}) reads TEST_DATABASE_URL`).not.toMatch(/TEST_DATABASE_URL|TEST_DB_KIND|support\/server['"]/);
      }
    }
  });
});
