import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EngineDoc, SearchEngine } from './engine';
import type { Candidate, IndexDoc, IndexFilter, SearchIndex } from './search-index';
import type { MatchTerm } from './tokenizer';

type Exec = Kysely<Database>;

/**
 * Records every id whose search entry changes in `search_engine_outbox`, in the transaction of
 * the change. Inserting a row that is queued already moves its time (the push reads the row as it
 * is then, so the latest state wins).
 */
export async function enqueue(exec: Exec, ids: number[], now: number): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const values = ids.slice(i, i + 500).map((id) => ({ resource_id: id, queued_at: now }));
    await exec
      .insertInto('search_engine_outbox')
      .values(values)
      .onConflict((oc) => oc.column('resource_id').doUpdateSet({ queued_at: sql`excluded.queued_at` }))
      .execute();
  }
}

/**
 * The built-in index with the outbox (used while an external engine is configured): every add
 * and remove also queues the ids for the engine in the same transaction. Reads are the built-in
 * index's: the fallback when the engine fails, and the database's rules for what is shown.
 */
export class OutboxSearchIndex implements SearchIndex {
  constructor(
    private readonly inner: SearchIndex,
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.inner.generation;
  }

  async add(exec: Exec, docs: IndexDoc[]): Promise<void> {
    await this.inner.add(exec, docs);
    await enqueue(exec, docs.map((d) => d.id), this.now());
  }

  async remove(exec: Exec, ids: number[]): Promise<void> {
    await this.inner.remove(exec, ids);
    await enqueue(exec, ids, this.now());
  }

  match(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<Candidate[]> {
    return this.inner.match(terms, filter, limit);
  }
  matchIds(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<number[]> {
    return this.inner.matchIds(terms, filter, limit);
  }
  fieldIds(field: { categoryId?: number; diskType?: string }, limit: number): Promise<number[]> {
    return this.inner.fieldIds(field, limit);
  }
  rows(ids: number[]): Promise<Candidate[]> {
    return this.inner.rows(ids);
  }
  prefixIds(prefix: string, limit: number): Promise<number[]> {
    return this.inner.prefixIds(prefix, limit);
  }
  idRange(): Promise<{ min: number; max: number } | null> {
    return this.inner.idRange();
  }
}

/** How many outbox ids one push sends (one documents request and its deletes). */
const BATCH = 1000;

/**
 * Feeds an external engine from the outbox: reads a batch of queued ids, reads those resources
 * as they are now, upserts the searchable ones and removes the others, waits for the engine's
 * tasks, then deletes exactly the outbox rows it sent (a row queued again meanwhile has a newer
 * `queued_at` and stays for the next push). Runs every `intervalMs` in each API process; two
 * processes pushing the same id send the same state (upserts and deletes are idempotent).
 * A failed push leaves the rows queued and is tried again on the next tick.
 */
export class EngineSync {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private failing = false;
  /** pushes confirmed by the engine in this process (the search reply cache's stamp moves with it) */
  generation = 0;

  constructor(
    private readonly db: Exec,
    private readonly engine: SearchEngine,
    private readonly log: (msg: string) => void,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Pushes everything queued now (batch after batch); resolves with the number of ids confirmed. Concurrent calls share one run. */
  drain(): Promise<number> {
    this.running ??= this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Queues every searchable resource (a new or emptied engine index: `npm run search:engine-reindex`). */
  async queueAll(now: number): Promise<number> {
    const res = await sql`INSERT INTO search_engine_outbox (resource_id, queued_at)
      SELECT id, ${now} FROM resources WHERE status = 'approved' AND validity <> 'invalid'
      ON CONFLICT (resource_id) DO UPDATE SET queued_at = excluded.queued_at`.execute(this.db);
    return Number(res.numAffectedRows ?? 0);
  }

  private async drainAll(): Promise<number> {
    let done = 0;
    try {
      for (;;) {
        const n = await this.pushBatch();
        done += n;
        if (n < BATCH) break;
      }
      if (this.failing) this.log(`search engine ${this.engine.name}: pushes work again`);
      this.failing = false;
    } catch (err) {
      if (!this.failing) this.log(`search engine ${this.engine.name}: push failed, changes stay queued (${(err as Error).message})`);
      this.failing = true;
      throw err;
    }
    return done;
  }

  private async pushBatch(): Promise<number> {
    const queued = await this.db
      .selectFrom('search_engine_outbox')
      .select(['resource_id', 'queued_at'])
      .orderBy('queued_at')
      .orderBy('resource_id')
      .limit(BATCH)
      .execute();
    if (!queued.length) return 0;
    const ids = queued.map((q) => Number(q.resource_id));
    const rows = await this.db
      .selectFrom('resources')
      .select(['id', 'title', 'title_norm', 'disk_type', 'price', 'category_id', 'created_at', 'views', 'check_state', 'status', 'validity'])
      .where('id', 'in', ids)
      .execute();
    const docs: EngineDoc[] = [];
    const keep = new Set<number>();
    for (const r of rows) {
      if (r.status !== 'approved' || r.validity === 'invalid') continue;
      keep.add(Number(r.id));
      docs.push({
        id: Number(r.id), title: r.title, title_norm: r.title_norm, disk_type: r.disk_type, free: Number(r.price) === 0, price: Number(r.price),
        category_id: r.category_id, created_at: Number(r.created_at), views: Number(r.views), check_state: r.check_state,
      });
    }
    await this.engine.upsert(docs);
    await this.engine.remove(ids.filter((id) => !keep.has(id)));
    // only the rows as they were read: an id queued again meanwhile (newer queued_at) stays
    await this.db.transaction().execute(async (trx) => {
      for (const q of queued) {
        await trx.deleteFrom('search_engine_outbox').where('resource_id', '=', q.resource_id).where('queued_at', '=', q.queued_at).execute();
      }
    });
    this.generation++;
    return queued.length;
  }
}
