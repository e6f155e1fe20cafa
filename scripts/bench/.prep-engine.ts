import fs from 'node:fs';
import path from 'node:path';
import { parseDatabaseUrl } from '../../server/src/config';
import { migrate, openDatabase } from '../../server/src/db/database';
import { importFile } from '../../server/src/search/importer';
import { rng, syntheticResource } from '../../server/src/search/synthetic';
const DIR = '/tmp/ujuso-engine';
const COUNT = 1_000_000;
async function main() {
  const corpus = path.join(DIR, `corpus-${COUNT}.jsonl`);
  if (!fs.existsSync(corpus)) {
    const r = rng(20261122);
    const now = Date.now();
    const out = fs.createWriteStream(corpus);
    for (let i = 0; i < COUNT; i++) {
      if (!out.write(`${JSON.stringify(syntheticResource(r, i, now))}\n`)) await new Promise<void>((res) => out.once('drain', () => res()));
    }
    await new Promise<void>((res) => out.end(() => res()));
  }
  const dbFile = path.join(DIR, 'bench.db');
  for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
  const handle = await openDatabase(parseDatabaseUrl(`sqlite:${dbFile}`));
  await migrate(handle.db);
  const report = await importFile(handle, corpus, { batchSize: 10000 });
  await handle.close();
  console.log(report.inserted, report.ms);
}
void main();
