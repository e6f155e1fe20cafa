#!/usr/bin/env node
/**
 * npm run chromatic — publish Storybook to Chromatic for visual review.
 * Needs CHROMATIC_PROJECT_TOKEN; without it, says so (in Chinese and English) and exits 1.
 * Builds Storybook first, then uploads the build (changes do not fail the command).
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();

if (!token) {
  console.error(
    [
      '缺少 CHROMATIC_PROJECT_TOKEN：无法推送到 Chromatic。',
      '请在 Chromatic 项目的 Manage → Configure 页面复制项目令牌，然后运行：',
      '  CHROMATIC_PROJECT_TOKEN=<令牌> npm run chromatic',
      '（CI 中请把它设为机密环境变量。本地视觉回归无需 Chromatic：npx vitest run --project storybook）',
      '',
      'CHROMATIC_PROJECT_TOKEN is not set: cannot publish to Chromatic.',
      "Copy the project token from your Chromatic project's Manage → Configure page, then run:",
      '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '(In CI, set it as a secret environment variable. Local visual regression needs no Chromatic:',
      ' npx vitest run --project storybook)',
    ].join('\n'),
  );
  process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (args) => spawnSync(npx, args, { stdio: 'inherit', env: process.env });

console.log('构建 Storybook… / Building Storybook…');
const build = run(['storybook', 'build', '--quiet', '--output-dir', 'storybook-static']);
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('推送到 Chromatic… / Publishing to Chromatic…');
const publish = run([
  'chromatic',
  '--project-token',
  token,
  '--storybook-build-dir',
  'storybook-static',
  '--exit-zero-on-changes',
]);
process.exit(publish.status ?? 1);
