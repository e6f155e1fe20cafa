// `npm test`: every check of the project, in order, on real parts. Never skips: a missing
// Chromium or PostgreSQL fails with the exact install command. Ends with one plain line
// `N passed, N failed` summing every suite (what CI reads).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findPgBin, PG_INSTALL_HINT, startPostgres } from './pg-throwaway.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_HINT = 'sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk';

const only = process.argv.slice(2); // e.g. `npm test -- unit server`
const wanted = (name) => only.length === 0 || only.includes(name);

const rows = [];
let passed = 0;
let failed = 0;
let skipped = 0;
// eslint-disable-next-line no-control-regex -- colour codes in Vitest's failure messages
const ANSI = /\u001b\[[0-9;]*m/g;
/** One line per failed test, repeated at the end so the tail of a CI log names them. */
const failures = [];
/** Tests that passed only on their CI retry (vite.config.ts CI_RETRY): passed, but named. */
const retried = [];

function record(name, p, f, s, seconds, note = '') {
  passed += p;
  failed += f;
  skipped += s;
  rows.push({ name, p, f, s, seconds, note });
}

/**
 * Runs a command. Alone in its phase it writes straight to the terminal; beside other commands
 * its output goes to `.test-results/<name>.log` and is printed in one piece when it ends, so the
 * log stays readable and each suite's failures stay together.
 */
function run(name, cmd, args, env, alone) {
  return new Promise((resolve) => {
    const log = alone ? null : fs.openSync(path.join(resultsDir, `${name}.log`), 'w');
    const child = spawn(cmd, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', log, log], env: { ...process.env, ...env } });
    child.on('error', (err) => {
      if (log !== null) fs.writeSync(log, `${err.message}\n`);
    });
    child.on('close', (code) => {
      if (log !== null) {
        fs.closeSync(log);
        console.log(`\n━━ ${name} ━━`);
        process.stdout.write(fs.readFileSync(path.join(resultsDir, `${name}.log`)));
      }
      resolve(code ?? 1);
    });
  });
}

/** A check that is one unit: passes when the command exits 0. */
async function check(name, cmd, args, env = {}, alone = true) {
  if (!wanted(name)) return;
  if (alone) console.log(`\n━━ ${name} ━━`);
  const t = performance.now();
  const code = await run(name, cmd, args, env, alone);
  const seconds = (performance.now() - t) / 1000;
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, seconds);
}

/** A Vitest project: counts come from its JSON report. */
async function vitest(name, project, env = {}, alone = true) {
  if (!wanted(name)) return;
  if (alone) console.log(`\n━━ ${name} ━━`);
  const out = path.join(resultsDir, `${name}.json`);
  const t = performance.now();
  const code = await run(name, bin('vitest'), ['run', ...[project].flat().flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env, alone);
  const seconds = (performance.now() - t) / 1000;
  let report;
  try {
    report = JSON.parse(fs.readFileSync(out, 'utf8'));
  } catch {
    report = null;
  }
  if (!report) {
    record(name, 0, 1, 0, seconds, 'no report (crashed)');
    return;
  }
  let p = report.numPassedTests ?? 0;
  let f = report.numFailedTests ?? 0;
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that failed to load, or a non-zero exit with no failed test, is a failure too.
  const fileFailures = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed')).length;
  f += fileFailures;
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'passed' && (a.failureMessages ?? []).length > 0) {
        retried.push(`${name}: ${rel} › ${a.fullName ?? a.title} — ${String(a.failureMessages[0]).split('\n')[0].replace(ANSI, '').slice(0, 200)}`);
      }
      if (a.status !== 'failed') continue;
      const why = String((a.failureMessages ?? [])[0] ?? '').split('\n')[0].replace(ANSI, '').slice(0, 300);
      failures.push(`${name}: ${rel} › ${a.fullName ?? a.title} — ${why}`);
    }
    if (file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed')) {
      failures.push(`${name}: ${rel} — ${String(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  if (code !== 0 && f === 0) f = 1;
  if (p + f === 0) f = 1; // a suite that ran nothing is a failure, never a pass
  record(name, p, f, s, seconds, s ? `${s} skipped` : '');
}

/**
 * The steps in four groups, run one group after the other; inside a group two steps run at a
 * time (on 2 cores Vitest gives every project ONE worker, and tsc, ESLint and one Node test
 * process each use one core), and when one ends the next of its group starts. The groups keep
 * the pairs that share the machine well: the two server passes together, and the two Chromium
 * suites together. A server pass beside a Chromium suite was measured slower in all (each
 * brings a browser or a database besides its Node process; timing tests then miss their
 * windows), see README → Tests. Steps left out (`npm test -- e2e`) are skipped.
 */
const GROUPS = [
  ['typecheck', 'lint'],
  ['unit', 'build', 'build-storybook'],
  ['server-postgres', 'server-sqlite'],
  ['e2e', 'stories'],
];
const SLOTS = 2;
/** The build step: vite's build of the SPA, then the server bundle (exits non-zero if either fails). */
const BUILD_BOTH = `
const { execFileSync } = require('node:child_process');
execFileSync(${JSON.stringify(bin('vite'))}, ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });`;

const missing = [];
if (!fs.existsSync(chromiumPath)) missing.push(`Chromium（${chromiumPath}）未安装。请运行：${CHROMIUM_HINT}`);
if (!findPgBin()) missing.push(`PostgreSQL 未安装（测试需要一个临时 PostgreSQL）。请运行：${PG_INSTALL_HINT}`);
if (missing.length) {
  for (const m of missing) console.error(`✗ ${m}`);
  console.log(`\n0 passed, ${missing.length} failed`);
  process.exit(1);
}

/** Runs a step; `alone` when it is the only step asked for (its output goes straight out). */
async function runStep(name, alone) {
  switch (name) {
    case 'typecheck':
      return check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], {}, alone);
    case 'lint':
      return check('lint', bin('eslint'), ['.', '--max-warnings', '0'], {}, alone);
    case 'build':
      // the SPA (dist/) and the server bundle npm start runs (dist-server/, scripts/build-server.mjs)
      return check('build', process.execPath, ['-e', BUILD_BOTH], {}, alone);
    case 'build-storybook':
      return check('build-storybook', bin('storybook'), ['build', '--quiet', '-o', path.join(resultsDir, 'storybook-static')], {}, alone);
    case 'unit':
      return vitest('unit', 'unit', {}, alone);
    case 'server-sqlite':
      return vitest('server-sqlite', ['server', 'server-isolated'], {}, alone);
    case 'server-postgres': {
      let pg;
      try {
        pg = await startPostgres();
        console.log(`\n[pg] 临时 PostgreSQL：${pg.url}`);
      } catch (err) {
        console.error(`✗ PostgreSQL 启动失败：${err.message}`);
        record('server-postgres', 0, 1, 0, 0, 'PostgreSQL did not start');
        return;
      }
      try {
        return await vitest('server-postgres', ['server', 'server-isolated'], { TEST_DATABASE_URL: pg.url }, alone);
      } finally {
        pg.stop();
      }
    }
    case 'stories':
      return vitest('stories', 'storybook', {}, alone);
    case 'e2e':
      // e2e drives the app build (dist/) with its own servers and Chromium
      return vitest('e2e', 'e2e', {}, alone);
    default:
      throw new Error(`unknown step ${name}`);
  }
}

const phases = performance.now();
{
  const alone = GROUPS.flat().filter(wanted).length === 1;
  for (const group of GROUPS) {
    const todo = group.filter(wanted);
    let running = 0;
    await new Promise((resolve) => {
      const pump = () => {
        if (!todo.length && !running) return resolve();
        while (running < SLOTS && todo.length) {
          const name = todo.shift();
          running++;
          runStep(name, alone)
            .catch((err) => record(name, 0, 1, 0, 0, String(err)))
            .finally(() => {
              running--;
              pump();
            });
        }
      };
      pump();
    });
  }
}
const wall = (performance.now() - phases) / 1000;

console.log('\n━━ summary ━━');
for (const r of rows) {
  console.log(`${r.f ? '✗' : '✓'} ${r.name.padEnd(16)} ${String(r.p).padStart(4)} passed ${String(r.f).padStart(3)} failed  ${r.seconds.toFixed(1).padStart(6)} s ${r.note}`);
}
if (retried.length) {
  console.log('\n重试后通过 (passed on the CI retry; look at these):');
  for (const line of retried) console.log(`  ↻ ${line}`);
}
if (failures.length) {
  console.log('\nfailed tests:');
  for (const line of failures) console.log(`  ✗ ${line}`);
}
console.log(`\nwall time ${wall.toFixed(0)} s (suites side by side: the times above overlap)`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
