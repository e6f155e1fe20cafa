import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints off the request path (SQLite files only).
 *
 * By default SQLite checkpoints inside the COMMIT that pushes the WAL past 1000 pages: that one
 * request copies ~4 MB into the database file and fsyncs it, and every request queued behind
 * it waits (on our single connection, that is all of them) — the tail of the latency curve.
 * Here a worker thread with its own connection runs `wal_checkpoint(PASSIVE)` every
 * CHECKPOINT_EVERY_MS. PASSIVE never blocks writers or readers; it copies what it can. The
 * main connection keeps a much larger automatic checkpoint (FALLBACK_PAGES) as a safety net
 * should the worker fall behind or die. Durability is unchanged: a commit is in the WAL
 * before it is acknowledged, whoever copies it later. Measured in docs/adr/0006.
 */
export const CHECKPOINT_EVERY_MS = 250;
export const FALLBACK_PAGES = 16_000;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
let stopped = false;
const timer = setInterval(() => {
  if (stopped) return;
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage({ error: String(err && err.message) }); }
}, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  stopped = true;
  clearInterval(timer);
  db.close();
  parentPort.postMessage({ stopped: true });
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, onError: (msg: string) => void = () => undefined): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  worker.on('message', (m: { error?: string }) => {
    if (m.error) onError(m.error);
  });
  worker.on('error', (err) => onError(err.message));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(force);
          resolve();
        };
        const force = setTimeout(() => void worker.terminate().then(done, done), 2000);
        worker.once('exit', done);
        worker.once('message', (m: { stopped?: boolean }) => {
          if (m.stopped) void worker.terminate().then(done, done);
        });
        worker.postMessage('stop');
      }),
  };
}
