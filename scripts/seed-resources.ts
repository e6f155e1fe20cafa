/**
 * npm run seed:resources -- --count N [--out FILE.jsonl] [--seed S]
 * Makes a realistic synthetic corpus (Chinese titles of films, series, courses, software,
 * e-books; mixed disk types). With --out it writes JSONL (the import format); otherwise it
 * writes straight into the database of DATABASE_URL.
 */
import fs from 'node:fs';
import cliProgress from 'cli-progress';
import { loadConfig } from '../server/src/config';
import { migrate, openDatabase } from '../server/src/db/database';
import { ResourceBulkWriter } from '../server/src/search/bulk-writer';
import { rng, syntheticResource } from '../server/src/search/synthetic';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const count = Number(arg('--count') ?? 1000);
  if (!Number.isInteger(count) || count <= 0) {
    console.error('用法：npm run seed:resources -- --count N [--out 文件.jsonl] [--seed S]');
    process.exit(2);
  }
  const r = rng(Number(arg('--seed') ?? 20261122));
  const now = Date.now();
  const out = arg('--out');
  const bar = new cliProgress.SingleBar({ format: '生成 [{bar}] {percentage}% | {value}/{total} | {duration_formatted}' }, cliProgress.Presets.shades_classic);
  bar.start(count, 0);
  if (out) {
    const stream = fs.createWriteStream(out);
    for (let i = 0; i < count; i++) {
      const line = `${JSON.stringify(syntheticResource(r, i, now))}\n`;
      if (!stream.write(line)) await new Promise<void>((res) => stream.once('drain', () => res()));
      if (i % 10000 === 0) bar.update(i);
    }
    await new Promise<void>((res) => stream.end(() => res()));
    bar.update(count);
    bar.stop();
    console.log(`已写入 ${count} 条到 ${out}`);
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase(config.db);
  await migrate(handle.db);
  const cats = new Map((await handle.db.selectFrom('netdisk_categories').select(['id', 'name']).execute()).map((c) => [c.name, c.id]));
  // an external search engine (issue 36): the new ids wait in its outbox for the API processes to push
  const writer = new ResourceBulkWriter(handle, 'seed', config.searchEngine.kind !== 'builtin');
  let inserted = 0;
  for (let i = 0; i < count; i += 5000) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 5000); j++) {
      const s = syntheticResource(r, j, now);
      batch.push({ ...s, category_id: cats.get(s.category) ?? null });
    }
    inserted += (await writer.write(batch, now)).inserted;
    bar.update(Math.min(count, i + 5000));
  }
  bar.stop();
  console.log(`已生成 ${inserted} 个资源（数据库：${handle.kind}）`);
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(`生成失败：${(err as Error).message}`);
  process.exit(1);
});
