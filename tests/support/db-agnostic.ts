/**
 * Server test files that never touch the database the suite is run on (TEST_DATABASE_URL):
 * pure computations, start-up checks of their own processes, SQLite's own checkpointer, and a
 * test that starts a PostgreSQL of its own. The server suite runs twice (SQLite, then
 * PostgreSQL); these run in the SQLite pass only, since a second run would repeat the same
 * work on the same code (vite.config.ts excludes them when TEST_DATABASE_URL is set).
 * tests/unit/db-agnostic.test.ts checks that none of them reads the suite's database.
 */
export const DB_AGNOSTIC_SERVER_TESTS = [
  'tests/server/startup.test.ts',
  'tests/server/games-fairness.test.ts',
  'tests/server/scale-out-pg-restart.test.ts',
  'tests/server/checkpointer.test.ts',
  'tests/server/reply-serializer.test.ts',
  'tests/server/stamped-cache.test.ts',
];
