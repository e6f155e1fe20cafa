import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { codePoints, ftsMatchExpression, gramColumns, likeEscape, shortGrams, SHORT_TERM_MAX, type MatchTerm } from './tokenizer';

/**
 * The resource search index: one entry per SEARCHABLE resource (approved and not invalid).
 * Writers pass the open transaction so the index commits with the resource row. Readers get
 * the ids of matching entries, newest (highest id) first, up to a limit.
 *
 * Both implementations answer exactly "every query term is a substring of title_norm"
 * (tests/server/search-property.test.ts checks this against a brute-force scan):
 *  - SQLite: FTS5 over our own alnum gram tokens (tokenizer.ts): 1-char terms → unigram column,
 *    2-char → bigram column, ≥3 → phrase of consecutive trigrams; filters are tokens too.
 *  - PostgreSQL: `grams text[]` (GIN) for 1–2-char terms, pg_trgm GIN + LIKE for longer ones.
 */
export interface IndexDoc {
  id: number;
  titleNorm: string;
  diskType: string;
  free: boolean;
}

/** A matching resource with the fields the ranking needs. */
export interface Candidate {
  id: number;
  title_norm: string;
  views: number;
  created_at: number;
  validity: string;
  disk_type: string;
  price: number;
  category_id: number | null;
  /** link checker state (issue 19) */
  check_state: string;
}

/** A candidate as an array, in CANDIDATE_COLUMNS order. */
type RowTuple = [number, string, number, number, string, string, number, number | null, string];

/** The columns of a candidate (ranking, per-disk counts, filters applied in memory). */
export const CANDIDATE_COLUMNS = 'r.id, r.title_norm, r.views, r.created_at, r.validity, r.disk_type, r.price, r.category_id, r.check_state';

export interface IndexFilter {
  /** a disk type, or undefined for all */
  diskType?: string;
  onlyFree: boolean;
  /**
   * only ids below `below` (the count estimate's samples, ADR 0036): the same walk, started lower;
   * `above` bounds it below too — on SQLite FTS5 that costs as much as walking every match
   * (measured, ADR 0036 round 2), so the search asks `below` alone and stops by the limit
   */
  below?: number;
  above?: number;
  /**
   * lowest ids first: the walk starts at `above` and goes up (the count estimate's samples of
   * parts nearer the lowest id than the highest, ADR 0036 round 3). SQLite FTS5 does not seek to a
   * rowid bound: a walk pays for every match between where it starts (the highest id descending,
   * the lowest ascending) and its bound, so a part is sampled from the end of the id span it is
   * nearer to
   */
  ascending?: boolean;
}

export interface SearchIndex {
  /** Bumped on every add/remove in this process: result caches compare it to stay fresh. */
  readonly generation: number;
  add(exec: Kysely<Database>, docs: IndexDoc[]): Promise<void>;
  remove(exec: Kysely<Database>, ids: number[]): Promise<void>;
  /**
   * Entries matching every term and the filter, highest id first, at most `limit`, with the
   * fields the ranking needs (one query: the index joined with resources).
   */
  match(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<Candidate[]>;
  /**
   * Only the ids of matching entries, highest first, at most `limit` (cheap: index only). A term
   * is a substring, or a group of alternatives (issue 28) of which one must be present.
   */
  matchIds(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<number[]>;
  /**
   * Ids of searchable resources in a category and/or on a disk type, highest first, at most
   * `limit` (issue 28: a query of field words only, e.g. 电影, lists the category).
   */
  fieldIds(field: { categoryId?: number; diskType?: string }, limit: number): Promise<number[]>;
  /**
   * The ranking fields of those of `ids` that are searchable (approved, not invalid), any order
   * (the search's row store fills its misses with this: one prepared statement, no join).
   */
  rows(ids: number[]): Promise<Candidate[]>;
  /** Ids of resources (any state) whose normalised title starts with `prefix`, in title order, at most `limit`. */
  prefixIds(prefix: string, limit: number): Promise<number[]>;
  /**
   * The lowest and highest id in the index (null when empty): the id span the search's count
   * estimate scales by (ADR 0036). Two index-order reads, no scan.
   */
  idRange(): Promise<{ min: number; max: number } | null>;
}

/** Rows of these ids that are searchable (the index's membership rule, on the resource row). */
const ROWS_WHERE = `r.status = 'approved' AND r.validity <> 'invalid'`;


interface Params {
  q: string;
  disk: string | null;
  free: number;
  lim: number;
}
function params(terms: MatchTerm[], filter: IndexFilter, limit: number): Params {
  return { q: ftsMatchExpression(terms), disk: filter.diskType ?? null, free: filter.onlyFree ? 1 : 0, lim: limit };
}

export class SqliteSearchIndex implements SearchIndex {
  private matchStmt: SQLite.Statement<[Params], Candidate> | undefined;
  private idsStmt: SQLite.Statement<[Params], number> | undefined;

  // FTS5 drives (ORDER BY its rowid DESC), each hit is checked against the resource row's
  // filters, and the scan stops at the limit.
  private static readonly SQL = `FROM resource_fts f JOIN resources r ON r.id = f.rowid
    WHERE resource_fts MATCH @q AND (@disk IS NULL OR r.disk_type = @disk) AND (@free = 0 OR r.price = 0)
    ORDER BY f.rowid DESC LIMIT @lim`;

  private ftsIdsStmt: SQLite.Statement<[string, number], number> | undefined;
  private ftsBelowStmt: SQLite.Statement<[string, number, number, number], number> | undefined;
  private ftsUnderStmt: SQLite.Statement<[string, number, number], number> | undefined;
  private idsBelowStmt: SQLite.Statement<[Params & { below: number; above: number }], number> | undefined;
  private idsUnderStmt: SQLite.Statement<[Params & { below: number }], number> | undefined;

  private ftsAboveStmt: SQLite.Statement<[string, number, number], number> | undefined;
  private idsAboveStmt: SQLite.Statement<[Params & { above: number }], number> | undefined;

  async matchIds(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<number[]> {
    if (!terms.length) return [];
    if (filter.ascending) {
      // from `above` up, lowest first; an upper bound is left to the caller (FTS5 would walk to it)
      const above = filter.above ?? 0;
      if (!filter.diskType && !filter.onlyFree) {
        this.ftsAboveStmt ??= this.sqlite
          .prepare<[string, number, number], number>('SELECT rowid FROM resource_fts WHERE resource_fts MATCH ? AND rowid >= ? ORDER BY rowid ASC LIMIT ?')
          .pluck();
        return this.ftsAboveStmt.all(ftsMatchExpression(terms), above, limit);
      }
      this.idsAboveStmt ??= this.sqlite
        .prepare<[Params & { above: number }], number>(
          `SELECT r.id ${SqliteSearchIndex.SQL.replace('ORDER BY f.rowid DESC', 'AND f.rowid >= @above ORDER BY f.rowid ASC')}`,
        )
        .pluck();
      return this.idsAboveStmt.all({ ...params(terms, filter, limit), above });
    }
    if (filter.below !== undefined) {
      // FTS5 walks down from the highest id and stops at the limit: a sample costs every match
      // above `below` plus its own (it does not seek there: ADR 0036 round 3); a lower bound as
      // well makes it walk every match (measured: ADR 0036 round 2)
      if (!filter.diskType && !filter.onlyFree && filter.above === undefined) {
        this.ftsUnderStmt ??= this.sqlite
          .prepare<[string, number, number], number>('SELECT rowid FROM resource_fts WHERE resource_fts MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ?')
          .pluck();
        return this.ftsUnderStmt.all(ftsMatchExpression(terms), filter.below, limit);
      }
      if (!filter.diskType && !filter.onlyFree) {
        this.ftsBelowStmt ??= this.sqlite
          .prepare<[string, number, number, number], number>(
            'SELECT rowid FROM resource_fts WHERE resource_fts MATCH ? AND rowid < ? AND rowid >= ? ORDER BY rowid DESC LIMIT ?',
          )
          .pluck();
        return this.ftsBelowStmt.all(ftsMatchExpression(terms), filter.below, filter.above ?? 0, limit);
      }
      if (filter.above === undefined) {
        this.idsUnderStmt ??= this.sqlite
          .prepare<[Params & { below: number }], number>(`SELECT r.id ${SqliteSearchIndex.SQL.replace('ORDER BY', 'AND f.rowid < @below ORDER BY')}`)
          .pluck();
        return this.idsUnderStmt.all({ ...params(terms, filter, limit), below: filter.below });
      }
      this.idsBelowStmt ??= this.sqlite
        .prepare<[Params & { below: number; above: number }], number>(
          `SELECT r.id ${SqliteSearchIndex.SQL.replace('ORDER BY', 'AND f.rowid < @below AND f.rowid >= @above ORDER BY')}`,
        )
        .pluck();
      return this.idsBelowStmt.all({ ...params(terms, filter, limit), below: filter.below, above: filter.above ?? 0 });
    }
    if (!filter.diskType && !filter.onlyFree) {
      // no filter on the resource row: the FTS index alone answers (no row is read)
      this.ftsIdsStmt ??= this.sqlite
        .prepare<[string, number], number>('SELECT rowid FROM resource_fts WHERE resource_fts MATCH ? ORDER BY rowid DESC LIMIT ?')
        .pluck();
      return this.ftsIdsStmt.all(ftsMatchExpression(terms), limit);
    }
    this.idsStmt ??= this.sqlite.prepare<[Params], number>(`SELECT r.id ${SqliteSearchIndex.SQL}`).pluck();
    return this.idsStmt.all(params(terms, filter, limit));
  }

  generation = 0;

  /**
   * The search itself uses a prepared statement on the raw handle (read-only, hot path).
   * A search touches up to ~1300 random resource rows; SQLite's default 2 MB page cache thrashes
   * on a large table, so the connection gets 64 MB (bounded; the benchmark's RSS includes it).
   */
  constructor(private readonly sqlite: SQLite.Database) {
    const current = Number(sqlite.pragma('cache_size', { simple: true }));
    if (current < 0 ? -current < 65536 : current * 4 < 65536) sqlite.pragma('cache_size = -65536');
  }

  /** Row values for an FTS insert (also used by the bulk importer's raw statement). */
  static row(doc: IndexDoc): [number, string, string, string, string] {
    const g = gramColumns(doc.titleNorm);
    // f (filter tokens) stays empty: filters are checked on the joined resource row, which is
    // far cheaper than intersecting with doclists that cover most of the table.
    return [doc.id, g.u, g.b, g.t, ''];
  }

  async add(exec: Kysely<Database>, docs: IndexDoc[]): Promise<void> {
    if (!docs.length) return;
    this.generation++;
    await this.remove(exec, docs.map((d) => d.id));
    for (const doc of docs) {
      const [id, u, b, t, f] = SqliteSearchIndex.row(doc);
      await sql`INSERT INTO resource_fts (rowid, u, b, t, f) VALUES (${id}, ${u}, ${b}, ${t}, ${f})`.execute(exec);
    }
  }

  async remove(exec: Kysely<Database>, ids: number[]): Promise<void> {
    if (ids.length) this.generation++;
    for (let i = 0; i < ids.length; i += 500) {
      await sql`DELETE FROM resource_fts WHERE rowid IN (${sql.join(ids.slice(i, i + 500))})`.execute(exec);
    }
  }

  async match(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<Candidate[]> {
    if (!terms.length) return [];
    this.matchStmt ??= this.sqlite.prepare(`SELECT ${CANDIDATE_COLUMNS} ${SqliteSearchIndex.SQL}`);
    return this.matchStmt.all(params(terms, filter, limit));
  }

  private fieldStmt: SQLite.Statement<[{ cat: number | null; disk: string | null; lim: number }], number> | undefined;

  async fieldIds(field: { categoryId?: number; diskType?: string }, limit: number): Promise<number[]> {
    if (field.categoryId === undefined && !field.diskType) return [];
    // resources_cate_idx (category_id, status, id) answers a category; a disk type alone walks
    // resources_status_id_idx newest first until `limit` rows of that disk are found
    this.fieldStmt ??= this.sqlite
      .prepare<[{ cat: number | null; disk: string | null; lim: number }], number>(
        `SELECT id FROM resources r WHERE ${ROWS_WHERE} AND (@cat IS NULL OR r.category_id = @cat) AND (@disk IS NULL OR r.disk_type = @disk) ORDER BY r.id DESC LIMIT @lim`,
      )
      .pluck();
    return this.fieldStmt.all({ cat: field.categoryId ?? null, disk: field.diskType ?? null, lim: limit });
  }

  private rowsStmt: SQLite.Statement<[string], RowTuple> | undefined;
  private prefixStmt: SQLite.Statement<[string, string, number], number> | undefined;

  async rows(ids: number[]): Promise<Candidate[]> {
    if (!ids.length) return [];
    // one statement for any number of ids: the ids as a JSON array, each a rowid lookup
    // rows as arrays, turned into objects here: cheaper than better-sqlite3's keyed rows (measured)
    this.rowsStmt ??= this.sqlite
      .prepare<[string], RowTuple>(`SELECT ${CANDIDATE_COLUMNS} FROM resources r WHERE r.id IN (SELECT value FROM json_each(?)) AND ${ROWS_WHERE}`)
      .raw();
    return this.rowsStmt.all(JSON.stringify(ids)).map((t) => ({
      id: t[0], title_norm: t[1], views: t[2], created_at: t[3], validity: t[4], disk_type: t[5], price: t[6], category_id: t[7], check_state: t[8],
    }));
  }

  async prefixIds(prefix: string, limit: number): Promise<number[]> {
    if (!prefix) return [];
    this.prefixStmt ??= this.sqlite
      .prepare<[string, string, number], number>('SELECT id FROM resources WHERE title_norm >= ? AND title_norm < ? ORDER BY title_norm LIMIT ?')
      .pluck();
    return this.prefixStmt.all(prefix, `${prefix}\u{10FFFF}`, limit);
  }

  private rangeStmts: [SQLite.Statement<[], number>, SQLite.Statement<[], number>] | undefined;

  async idRange(): Promise<{ min: number; max: number } | null> {
    // FTS5 answers ORDER BY rowid [DESC] LIMIT 1 from the ends of its rowid order (no scan)
    this.rangeStmts ??= [
      this.sqlite.prepare<[], number>('SELECT rowid FROM resource_fts ORDER BY rowid ASC LIMIT 1').pluck(),
      this.sqlite.prepare<[], number>('SELECT rowid FROM resource_fts ORDER BY rowid DESC LIMIT 1').pluck(),
    ];
    const min = this.rangeStmts[0].get();
    const max = this.rangeStmts[1].get();
    return min === undefined || max === undefined ? null : { min: Number(min), max: Number(max) };
  }
}

export class PostgresSearchIndex implements SearchIndex {
  generation = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async add(exec: Kysely<Database>, docs: IndexDoc[]): Promise<void> {
    if (!docs.length) return;
    this.generation++;
    const values = docs.map(
      (d) => sql`(${d.id}, ${d.titleNorm}, ${shortGrams(d.titleNorm)}::text[], ${d.diskType}, ${d.free ? 1 : 0})`,
    );
    await sql`INSERT INTO resource_search (resource_id, title_norm, grams, disk_type, free) VALUES ${sql.join(values)}
      ON CONFLICT (resource_id) DO UPDATE SET title_norm = EXCLUDED.title_norm, grams = EXCLUDED.grams,
        disk_type = EXCLUDED.disk_type, free = EXCLUDED.free`.execute(exec);
  }

  async remove(exec: Kysely<Database>, ids: number[]): Promise<void> {
    if (ids.length) this.generation++;
    for (let i = 0; i < ids.length; i += 500) {
      await sql`DELETE FROM resource_search WHERE resource_id IN (${sql.join(ids.slice(i, i + 500))})`.execute(exec);
    }
  }

  private conditions(terms: MatchTerm[], filter: IndexFilter) {
    const one = (t: string) =>
      codePoints(t).length <= SHORT_TERM_MAX ? sql`grams @> ARRAY[${t}]::text[]` : sql`title_norm LIKE ${`%${likeEscape(t)}%`}`;
    const conds = terms.map((t) =>
      typeof t === 'string'
        ? one(t)
        : sql`(${sql.join(
            t.map((alt) => sql`(${sql.join(alt.map(one), sql` AND `)})`),
            sql` OR `,
          )})`,
    );
    if (filter.diskType) conds.push(sql`disk_type = ${filter.diskType}`);
    if (filter.onlyFree) conds.push(sql`free = 1`);
    if (filter.below !== undefined) conds.push(sql`resource_id < ${filter.below}`);
    if (filter.above !== undefined) conds.push(sql`resource_id >= ${filter.above}`);
    return sql.join(conds, sql` AND `);
  }

  async matchIds(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<number[]> {
    if (!terms.length) return [];
    const { rows } = await sql<{ id: number }>`SELECT resource_id AS id FROM resource_search
      WHERE ${this.conditions(terms, filter)} ORDER BY resource_id ${sql.raw(filter.ascending ? 'ASC' : 'DESC')} LIMIT ${limit}`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }

  async fieldIds(field: { categoryId?: number; diskType?: string }, limit: number): Promise<number[]> {
    if (field.categoryId === undefined && !field.diskType) return [];
    const conds = [sql.raw(ROWS_WHERE)];
    if (field.categoryId !== undefined) conds.push(sql`r.category_id = ${field.categoryId}`);
    if (field.diskType) conds.push(sql`r.disk_type = ${field.diskType}`);
    const { rows } = await sql<{ id: number }>`SELECT r.id FROM resources r WHERE ${sql.join(conds, sql` AND `)}
      ORDER BY r.id DESC LIMIT ${limit}`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }

  async match(terms: MatchTerm[], filter: IndexFilter, limit: number): Promise<Candidate[]> {
    if (!terms.length) return [];
    const { rows } = await sql<Candidate>`SELECT ${sql.raw(CANDIDATE_COLUMNS)}
      FROM (SELECT resource_id FROM resource_search WHERE ${this.conditions(terms, filter)}
            ORDER BY resource_id DESC LIMIT ${limit}) m
      JOIN resources r ON r.id = m.resource_id ORDER BY r.id DESC`.execute(this.db);
    return rows;
  }

  async rows(ids: number[]): Promise<Candidate[]> {
    if (!ids.length) return [];
    const { rows } = await sql<Candidate>`SELECT ${sql.raw(CANDIDATE_COLUMNS)} FROM resources r
      WHERE r.id = ANY(${ids}::bigint[]) AND ${sql.raw(ROWS_WHERE)}`.execute(this.db);
    return rows.map((r) => ({ ...r, id: Number(r.id), views: Number(r.views), created_at: Number(r.created_at), price: Number(r.price) }));
  }

  async prefixIds(prefix: string, limit: number): Promise<number[]> {
    if (!prefix) return [];
    const { rows } = await sql<{ id: number }>`SELECT id FROM resources WHERE title_norm >= ${prefix} AND title_norm < ${`${prefix}\u{10FFFF}`}
      ORDER BY title_norm LIMIT ${limit}`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }

  async idRange(): Promise<{ min: number; max: number } | null> {
    // min/max of the primary key: two B-tree ends
    const { rows } = await sql<{ lo: string | number | null; hi: string | number | null }>`SELECT min(resource_id) AS lo, max(resource_id) AS hi FROM resource_search`.execute(this.db);
    const r = rows[0];
    return !r || r.lo === null || r.hi === null ? null : { min: Number(r.lo), max: Number(r.hi) };
  }
}

export function createSearchIndex(handle: DatabaseHandle): SearchIndex {
  if (handle.kind === 'sqlite') return new SqliteSearchIndex(handle.sqlite!);
  return new PostgresSearchIndex(handle.db);
}
