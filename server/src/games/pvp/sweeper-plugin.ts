import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** How often open games past their time are closed and refunded (besides once at start). */
export const PVP_SWEEP_MS = 30_000;

/**
 * Expiry of player-versus-player games (issue 12): one sweep when the app is ready (so escrow
 * left by a stopped or crashed process is refunded at the next start) and then every
 * PVP_SWEEP_MS. Each game is refunded exactly once — the guarded UPDATE in PvpService.expireOne —
 * even with several processes sweeping one PostgreSQL. The timer stops (and an in-flight sweep
 * finishes) before the app closes the database.
 */
export const pvpSweeperPlugin = fp(async (app: FastifyInstance, opts: { intervalMs?: number }) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return running;
    running = app.ctx.services.pvp
      .sweep()
      .then((n) => {
        if (n) app.log.info({ expired: n }, 'pvp games expired and refunded');
      })
      .catch((err: unknown) => app.log.error({ err }, 'pvp sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), opts.intervalMs ?? PVP_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
});
