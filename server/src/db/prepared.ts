import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A Kysely query that is built and compiled ONCE and then run with new parameter values.
 *
 * Building and compiling a Kysely query (immutable operation nodes, a visitor pass, frozen
 * objects) costs 10–25 µs of JavaScript per statement — more than SQLite takes to run most of
 * ours. The few queries on every request (the session check) and on every coin movement (the
 * ledger) use this instead; everything else stays plain Kysely. Measured in
 * docs/adr/0006-request-overhead.md.
 *
 * How: the builder runs once with placeholder values (unique marker strings); the compiled
 * parameter list then tells which position takes which argument. Constants in the builder
 * (`limit(1)`) stay as they were. The SQL is compiled per dialect (SQLite and PostgreSQL
 * quote and number parameters differently), on first use with that dialect.
 *
 * Rules for a builder: every argument must reach the query as a plain value (where / set /
 * values), never be inspected or branched on — it is a marker string at build time.
 */
export class PreparedQuery<A extends unknown[], O> {
  private readonly byDialect = new Map<unknown, { sql: string; slots: Array<{ arg: number } | { value: unknown }> }>();

  constructor(
    private readonly arity: number,
    private readonly build: (db: Kysely<Database>, ...args: A) => Compilable<O>,
  ) {}

  private compiled(exec: Kysely<Database>) {
    const dialect = exec.getExecutor().adapter.constructor;
    let c = this.byDialect.get(dialect);
    if (!c) {
      const markers = Array.from({ length: this.arity }, (_, i) => `\u0000prepared-arg-${i}\u0000`);
      const q = this.build(exec, ...(markers as unknown as A)).compile();
      const slots = q.parameters.map((p) => {
        const arg = typeof p === 'string' ? markers.indexOf(p) : -1;
        return arg >= 0 ? { arg } : { value: p };
      });
      for (let i = 0; i < this.arity; i++) {
        if (!slots.some((s) => 'arg' in s && s.arg === i)) throw new Error(`PreparedQuery: argument ${i} never reaches the SQL`);
      }
      c = { sql: q.sql, slots };
      this.byDialect.set(dialect, c);
    }
    return c;
  }

  /** Runs the query on `exec` (the database or a transaction) and returns every row. */
  async rows(exec: Kysely<Database>, ...args: A): Promise<O[]> {
    const { sql, slots } = this.compiled(exec);
    const params = slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    const result = await exec.executeQuery<O>(CompiledQuery.raw(sql, params));
    return result.rows;
  }

  /** The first row, or undefined. */
  async first(exec: Kysely<Database>, ...args: A): Promise<O | undefined> {
    return (await this.rows(exec, ...args))[0];
  }
}

/** `prepare(n, (db, a, b) => db.selectFrom(…).where('x', '=', a)…)` — see PreparedQuery. */
export function prepare<A extends unknown[], O>(arity: A['length'], build: (db: Kysely<Database>, ...args: A) => Compilable<O>) {
  return new PreparedQuery<A, O>(arity, build);
}
