import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, HEAP_GROWING_DEFAULT, heapGrowingPercent, loadConfig, parseDatabaseUrl, parsePort } from '../../server/src/config';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs the real server entry point with env and returns its exit code and output. */
function start(env: Record<string, string>) {
  const res = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

describe('configuration', () => {
  it('defaults: port 8080, host 127.0.0.1, SQLite at ./data/ujuso.db, admin "admin"', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.db).toMatchObject({ kind: 'sqlite', file: './data/ujuso.db' });
    expect(c.adminUsername).toBe('admin');
    expect(c.adminPassword).toBeUndefined();
  });

  it('accepts sqlite: and postgres:// URLs and refuses other schemes with one clear line', () => {
    expect(parseDatabaseUrl('postgres://u:p@localhost:5432/db')).toMatchObject({ kind: 'postgres' });
    expect(parseDatabaseUrl('sqlite:/tmp/x.db')).toMatchObject({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(ConfigError);
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(/不支持的协议 "mysql"/);
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/缺少文件路径/);
  });

  it('refuses ports out of range or not numbers', () => {
    expect(parsePort('3000')).toBe(3000);
    expect(() => parsePort('70000')).toThrow(/超出范围/);
    expect(() => parsePort('abc')).toThrow(/不是整数/);
    expect(() => parsePort('-1')).toThrow(ConfigError);
  });

  it('HEAP_GROWING_PERCENT: 50 by default, 0 leaves it to V8, refuses what is not 0–1000 (ADR 0037)', () => {
    expect(heapGrowingPercent(undefined)).toBe(HEAP_GROWING_DEFAULT);
    expect(heapGrowingPercent(' ')).toBe(50);
    expect(heapGrowingPercent('0')).toBe(0);
    expect(heapGrowingPercent('30')).toBe(30);
    for (const bad of ['abc', '-1', '1001', '2.5']) expect(() => heapGrowingPercent(bad)).toThrow(/HEAP_GROWING_PERCENT 无效/);
  });
});

describe('start-up with bad values stops with one clear line and a non-zero exit', () => {
  it('a bad HEAP_GROWING_PERCENT', () => {
    const r = start({ HEAP_GROWING_PERCENT: 'lots' });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/HEAP_GROWING_PERCENT 无效："lots"/);
    expect(r.out).not.toMatch(/\n\s+at /);
  });

  it('unknown DATABASE_URL scheme', () => {
    const r = start({ DATABASE_URL: 'mysql://localhost/x' });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/DATABASE_URL 无效：不支持的协议 "mysql"/);
    expect(r.out).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('port out of range', () => {
    const r = start({ PORT: '99999' });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/PORT 无效：99999 超出范围/);
  });

  it('unreachable PostgreSQL', () => {
    const r = start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nowhere' });
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/无法连接 PostgreSQL/);
    expect(r.out).not.toContain('secret'); // the password is never printed
  });
});
