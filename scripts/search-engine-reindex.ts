/**
 * npm run search:engine-reindex
 * Fills the external search engine named by SEARCH_ENGINE (issue 36, ADR 0036 addendum) with
 * every searchable resource of DATABASE_URL: queues them all in search_engine_outbox and pushes
 * the outbox until it is empty (batches of 1000, each confirmed by the engine's task). Run it once
 * for a new or emptied engine index; after that the API processes push every change themselves.
 */
import { loadConfig } from '../server/src/config';
import { migrate, openDatabase } from '../server/src/db/database';
import { EngineSync } from '../server/src/search/engine-sync';
import { MeilisearchEngine } from '../server/src/search/meilisearch-engine';

async function main(): Promise<void> {
  const config = loadConfig();
  const ec = config.searchEngine;
  if (ec.kind === 'builtin') {
    console.error('SEARCH_ENGINE 未配置外部搜索引擎（例如 SEARCH_ENGINE=meilisearch SEARCH_ENGINE_URL=http://127.0.0.1:7700）：内置索引无需重建');
    process.exit(2);
  }
  const handle = await openDatabase(config.db);
  await migrate(handle.db);
  const engine = new MeilisearchEngine({ url: ec.url, key: ec.key, index: ec.index, timeoutMs: Math.max(ec.timeoutMs, 30_000), taskTimeoutMs: 600_000 });
  const health = await engine.health();
  if (!health.ok) {
    console.error(`搜索引擎不可用：${health.detail ?? ''}`);
    process.exit(1);
  }
  const sync = new EngineSync(handle.db, engine, (m) => console.warn(m), ec.syncMs);
  const started = Date.now();
  const queued = await sync.queueAll(Date.now());
  console.log(`已排队 ${queued} 个可搜索资源，推送中…`);
  const pushed = await sync.drain();
  console.log(`已推送 ${pushed} 个，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  await handle.close();
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
