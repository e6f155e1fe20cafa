// Issue 31 item 5: the story suite (or the given story files) under CPU load, with no retry.
//
//   node scripts/stories-under-load.mjs [--runs 2] [--busy N] [story files…]
//
// Starts N busy loops (default: one per core) so the browser, Vite and the screenshots compete
// for the CPU like on a loaded CI machine, then runs `vitest run --project storybook --retry=0`
// on the given files (default: every story) `--runs` times in a row. Exits non-zero when any run
// has a failed test: a story that needs a retry fails here. The busy loops are this script's own
// child processes and are stopped by their pid when it ends (also on Ctrl-C).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return Number(value);
};
const runs = option('--runs', 2);
const busy = option('--busy', os.availableParallelism?.() ?? os.cpus().length);
const files = args;

const loops = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stop = () => {
  for (const child of loops) if (child.exitCode === null) child.kill('SIGKILL');
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
process.on('exit', stop);

console.log(`${busy} 个忙循环进程占满 CPU；故事测试运行 ${runs} 次，不重试：${files.length ? files.join(' ') : '全部故事'}`);
let failed = 0;
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'storybook', '--retry=0', ...files], {
      cwd: root,
      stdio: 'inherit',
      // no CI retry (vite.config.ts CI_RETRY), and a missing baseline fails instead of being written
      env: { ...process.env, CI: 'true', UJ_NO_RETRY: '1' },
    });
    child.on('close', (c) => resolve(c ?? 1));
  });
  console.log(`第 ${run} 次：${code === 0 ? '全部通过' : '有失败'}（${Math.round((Date.now() - started) / 1000)} 秒）`);
  if (code !== 0) failed++;
}
stop();
process.exit(failed ? 1 : 0);
