/**
 * Builds the API server for `npm start` (ADR 0037): server/src/server.ts and cluster.ts, each
 * bundled with its own code (server/, contract/) into one ES module under dist-server/, the npm
 * packages left as imports (resolved from node_modules as before). Node then runs plain
 * JavaScript: no TypeScript loader in the serving process — 56 MB less RSS per API process on
 * the 1M bench database, and a faster start. Function names are kept (readable stack traces);
 * the source map beside each file maps them back to the TypeScript when node runs with
 * --enable-source-maps.
 *
 * node scripts/build-server.mjs   (≈ 0.5 s; npm start, npm run start:cluster and npm test's
 * build step run it; the e2e suites and the benches start dist-server/server.mjs)
 */
import path from 'node:path';
import { build } from 'esbuild';

await build({
  absWorkingDir: path.resolve(import.meta.dirname, '..'),
  entryPoints: { server: 'server/src/server.ts', cluster: 'server/src/cluster.ts' },
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
