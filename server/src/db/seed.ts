import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { ADMIN_ROLE } from '../plugins/auth';
import { hashPassword } from '../services/password-service';
import { seedAccountsDemo } from './accounts-demo';
import { seedForumDemo } from './forum-demo';
import { seedResourcesDemo } from '../search/demo-seed';
import { seedPromoDemo } from './promo-demo';
import { seedCommunityDemo } from './community-demo';

export interface SeedReport {
  settingsInserted: number;
  admin: { username: string; created: boolean; generatedPassword?: string };
  demoSeeded: boolean;
}

/**
 * A step of demo data, run once on the first start only (recorded in app_meta). Capabilities
 * add their demo data here (demo members, articles, resources) so a fresh `npm start` shows a
 * living site.
 */
export type DemoSeeder = (ctx: AppContext) => Promise<void>;
export const demoSeeders: DemoSeeder[] = [];
demoSeeders.push(seedAccountsDemo);
demoSeeders.push(seedForumDemo);
demoSeeders.push(seedResourcesDemo);
demoSeeders.push(seedPromoDemo);
// after the accounts and the articles it brings to life (issue 30)
demoSeeders.push(seedCommunityDemo);

/**
 * Idempotent start-up seed: missing settings, the admin account (ADMIN_USERNAME /
 * ADMIN_PASSWORD; a random password is generated and returned once when unset), then the demo
 * data on the very first start.
 */
export async function seed(ctx: AppContext): Promise<SeedReport> {
  const now = ctx.clock.now();
  const settingsInserted = await ctx.services.webSettings.seedDefaults(now);
  // rewards, prices and limits of the admin config page, as web_settings rows (issue 7)
  await ctx.services.siteConfig.seedDefaults(now);

  const username = ctx.config.adminUsername;
  let admin: SeedReport['admin'] = { username, created: false };
  if (!(await ctx.repos.users.byUsername(username))) {
    const generated = ctx.config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const password = ctx.config.adminPassword ?? generated!;
    await ctx.repos.users.insert({
      username,
      email: `${username.toLowerCase()}@ujuso.local`,
      password_hash: await hashPassword(password),
      role: ADMIN_ROLE,
      coin: 0,
      vip_expired: 0,
      continue_sign_days: 0,
      last_login_ip: '',
      last_login_belong: '',
      avatar: '',
      banned: 0,
      created_at: now,
      updated_at: now,
    });
    admin = { username, created: true, generatedPassword: generated };
  }

  const done = await ctx.db.selectFrom('app_meta').select('value').where('key', '=', 'demo_seeded_at').executeTakeFirst();
  let demoSeeded = false;
  if (!done) {
    for (const seeder of demoSeeders) await seeder(ctx);
    await ctx.db.insertInto('app_meta').values({ key: 'demo_seeded_at', value: String(now) }).execute();
    demoSeeded = true;
  }
  return { settingsInserted, admin, demoSeeded };
}
