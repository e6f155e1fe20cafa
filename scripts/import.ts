/**
 * npm run import -- FILE [--batch N]
 * Imports network-disk resources from JSONL or CSV (fields: title, url, pwd, size, category,
 * price, created_at) into the database of DATABASE_URL (default sqlite:./data/ujuso.db), in
 * batched transactions with a progress bar. Duplicates and bad rows are skipped and reported.
 */
import fs from 'node:fs';
import cliProgress from 'cli-progress';
import { loadConfig } from '../server/src/config';
import { migrate, openDatabase } from '../server/src/db/database';
import { importFile } from '../server/src/search/importer';
import { bumpTopics } from '../server/src/cache/invalidation';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const batchIdx = args.indexOf('--batch');
  const batchSize = batchIdx >= 0 ? Number(args[batchIdx + 1]) : 5000;
  if (!file || !fs.existsSync(file)) {
    console.error(`用法：npm run import -- 文件.jsonl|文件.csv [--batch 5000]${file ? `\n找不到文件：${file}` : ''}`);
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await openDatabase(config.db);
  await migrate(handle.db);
  const size = fs.statSync(file).size;
  const bar = new cliProgress.SingleBar(
    { format: '导入 [{bar}] {percentage}% | {value}/{total} KB | 新增 {inserted} 重复 {dups} 错误 {bad} | {duration_formatted}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(Math.ceil(size / 1024), 0, { inserted: 0, dups: 0, bad: 0 });
  // Running API processes drop their search caches when the 'search' generation moves
  // (issue 18): after every committed batch (at most once a second) and at the end.
  let lastBump = 0;
  let bumping: Promise<unknown> = Promise.resolve();
  const report = await importFile(handle, file, {
    batchSize,
    // an external search engine (issue 36): the imported ids wait in its outbox for the API processes to push
    outbox: config.searchEngine.kind !== 'builtin',
    onProgress: (bytes, r) => {
      bar.update(Math.ceil(bytes / 1024), { inserted: r.inserted, dups: r.duplicates, bad: r.bad });
      if (r.inserted > 0 && Date.now() - lastBump >= 1000) {
        lastBump = Date.now();
        bumping = bumping.then(() => bumpTopics(handle.db, ['search'])).catch(() => undefined);
      }
    },
  });
  await bumping;
  if (report.inserted > 0) await bumpTopics(handle.db, ['search']);
  bar.update(Math.ceil(size / 1024));
  bar.stop();
  console.log(`读取 ${report.read} 行：新增 ${report.inserted}，重复跳过 ${report.duplicates}，错误跳过 ${report.bad}；用时 ${(report.ms / 1000).toFixed(1)} 秒`);
  for (const b of report.badLines.slice(0, 20)) console.log(`  第 ${b.line} 行：${b.reason}`);
  if (report.bad > 20) console.log(`  ……另有 ${report.bad - 20} 行错误`);
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(`导入失败：${(err as Error).message}`);
  process.exit(1);
});
