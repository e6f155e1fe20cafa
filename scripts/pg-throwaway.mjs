// Starts a throwaway PostgreSQL (Debian's binaries) in a temporary folder on a free port, runs a
// command with TEST_DATABASE_URL pointing at it, then stops it and deletes the folder.
//   node scripts/pg-throwaway.mjs -- npx vitest run --project server
// As root, initdb/postgres run as the `postgres` user (PostgreSQL refuses to run as root).
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PG_INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y postgresql postgresql-contrib';

export function findPgBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    for (const v of fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(root, v, 'bin'));
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function asPg(bin, args, opts = {}) {
  const cmd = isRoot ? 'runuser' : bin;
  const full = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  return execFileSync(cmd, full, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
}

function asPgAsync(bin, args) {
  const cmd = isRoot ? 'runuser' : bin;
  const full = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  return new Promise((resolve, reject) => execFile(cmd, full, (err) => (err ? reject(err) : resolve())));
}

/**
 * Starts PostgreSQL; returns { url, stop, restart }.
 * `settings`: extra server settings (`-c name=value`), e.g. the benches load pg_stat_statements
 * ({ shared_preload_libraries: 'pg_stat_statements' }, BENCH_DB=pg, issue 34).
 */
export async function startPostgres(settings = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error(`未找到 PostgreSQL（initdb/pg_ctl）。请安装：${PG_INSTALL_HINT}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-pg-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o755);
  asPg(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const extra = Object.entries(settings).map(([k, v]) => ` -c ${k}=${v}`).join('');
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300${extra}`;
  asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', '-o', opts, 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // Stops the server (fast: open connections are cut) and starts it again on the same port
  // after `downMs` (the scale-out test restarts PostgreSQL under load, issue 18).
  const restart = async (downMs = 0) => {
    await asPgAsync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
    await asPgAsync(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', '-o', opts, 'start']);
  };
  const stop = () => {
    try {
      asPg(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop, restart };
}

// CLI: run a command with TEST_DATABASE_URL set.
if (import.meta.url === `file://${process.argv[1]}`) {
  const sep = process.argv.indexOf('--');
  const cmd = sep >= 0 ? process.argv.slice(sep + 1) : [];
  if (!cmd.length) {
    console.error('用法：node scripts/pg-throwaway.mjs -- <命令…>');
    process.exit(2);
  }
  let pg;
  try {
    pg = await startPostgres();
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
  const stopAndExit = (code) => {
    pg.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stopAndExit(130));
  process.on('SIGTERM', () => stopAndExit(143));
  console.log(`[pg] 临时 PostgreSQL 已启动：${pg.url}`);
  const child = spawn(cmd[0], cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: pg.url },
  });
  child.on('exit', (code, signal) => stopAndExit(code ?? (signal ? 1 : 0)));
}
