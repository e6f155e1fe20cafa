import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DB } from '../db/database';
import { AppError, badRequest, conflict, forbidden, notFound, tooMany } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import { ADMIN_ROLE } from '../plugins/auth';
import type { InviteCodesRepository } from '../repositories/invite-codes-repository';
import type { Executor } from '../repositories/ledger-repository';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { SignRepository } from '../repositories/sign-repository';
import type { RankType, UserListFilter, UserRow, UsersRepository } from '../repositories/users-repository';
import { loadAccountSettings } from './account-settings';
import { normalizeCode } from './exchange-service';
import { iso, userInfoView, type AdminUserView, type UserInfoView } from './account-views';
import type { IpLocationService } from './ip-location-service';
import type { LedgerService } from './ledger-service';
import { LIMITS, LOGIN_THROTTLES, ThrottledError, type LoginGuardService } from './login-guard-service';
import { LoginDevicesRepository } from '../repositories/login-devices-repository';
import type { MailService } from './mail-service';
import type { MessageService } from './message-service';
import { hashPassword, verifyPassword } from './password-service';
import { LOGIN_POW_BITS, LOGIN_POW_TTL_MS, parseChallenge, powSolves } from '../lib/login-pow';
import type { SessionService } from './session-service';
import type { WebSettingsService } from './web-settings-service';

export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_CODE_MAX_TRIES = 5;

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  return e?.code === '23505' || String(e?.code ?? '').startsWith('SQLITE_CONSTRAINT_UNIQUE') || /UNIQUE constraint failed/.test(String(e?.message ?? ''));
}

export interface RegisterInput {
  username: string;
  password: string;
  email: string;
  invite_code?: string;
}

export interface ProfileUpdate {
  email?: string;
  password?: string;
  old_password?: string;
  avatar?: string;
}

export interface AdminUserUpdate {
  email?: string;
  password?: string;
  role?: 'user' | 'admin';
  banned?: boolean;
  avatar?: string;
  /** ISO 8601 date-time of the new VIP expiry; null clears it (never VIP). */
  vip_expired?: string | null;
  coin_delta?: number;
  reason?: string;
}

export interface PublicStatistics {
  id: number;
  username: string;
  avatar: string;
  role: string;
  is_vip: boolean;
  coin: number;
  continue_sign_days: number;
  sign_count: number;
  article_count: number;
  like_count: number;
  create_time: string;
}

export interface RankEntry {
  rank: number;
  id: number;
  username: string;
  avatar: string;
  value: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function waitText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s < 60 ? `${s} 秒` : `${Math.ceil(s / 60)} 分钟`;
}

/** The Chinese 429 message of a login throttle: how long, and for an account-wide one, the way past it. */
export function throttledMsg(err: { key: string; waitMs: number }): string {
  if (err.key.startsWith('login:acct:')) {
    return `该账号近期登录失败次数过多，陌生设备请 ${waitText(err.waitMs)}后再试；在常用设备上可以直接登录，也可以通过“找回密码”用邮箱验证码重置密码`;
  }
  return `登录尝试过于频繁，请 ${waitText(err.waitMs)}后再试`;
}

/** 428: the account is under attack and this new device must first solve a proof of work. */
export const LOGIN_POW_REQUIRED_MSG = '该账号近期有大量异常登录尝试，新设备需要先完成安全验证';

const codeHash = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * Accounts: registration, login (with failure throttles), recovery, own profile, public
 * statistics and ranks, and the admin user API. Coins move only through LedgerService.
 */
export class AccountService {
  private dummyHash: Promise<string> | undefined;
  /** Known login devices (issue 21); built here so the shared wiring stays as it is. */
  private readonly devices: LoginDevicesRepository;

  constructor(
    private readonly db: DB,
    private readonly users: UsersRepository,
    private readonly signs: SignRepository,
    private readonly inviteCodes: InviteCodesRepository,
    private readonly outbox: OutboxRepository,
    private readonly ledger: LedgerService,
    private readonly messages: MessageService,
    private readonly sessions: SessionService,
    private readonly settings: WebSettingsService,
    private readonly guard: LoginGuardService,
    private readonly mail: MailService,
    private readonly ipLocation: IpLocationService,
    private readonly clock: Clock,
  ) {
    this.devices = new LoginDevicesRepository(db);
  }

  // ---------------------------------------------------------------- info

  async info(userId: number): Promise<UserInfoView> {
    const found = await this.users.withCounts(userId);
    if (!found || found.user.deleted_at) throw notFound('用户不存在');
    return this.present(found.user, found);
  }

  /** The info view of a row the caller already holds (its counts read in one statement). */
  async view(user: UserRow): Promise<UserInfoView> {
    const found = await this.users.withCounts(user.id);
    return this.present(user, found ?? { unread: 0, pmUnread: 0, turnover: 0, lastSignDay: undefined });
  }

  private present(user: UserRow, counts: { unread: number; pmUnread?: number; turnover: number; lastSignDay: number | undefined }): UserInfoView {
    const now = this.clock.now();
    const { unread, pmUnread, turnover, lastSignDay } = counts;
    return userInfoView(user, { unread, pmUnread, turnover, lastSignDay, today: cstDayNumber(now), now });
  }

  async adminView(user: UserRow): Promise<AdminUserView> {
    return { ...(await this.view(user)), banned: user.banned === 1, deleted: Number(user.deleted_at) > 0 };
  }

  // ---------------------------------------------------------------- register / login

  async register(input: RegisterInput, ip: string): Promise<{ token: string; info: UserInfoView }> {
    const username = input.username.trim().normalize('NFC');
    const email = input.email.trim();
    // The slot is taken before the slow hash and given back if the registration fails, in one
    // atomic step: 50 parallel requests from one IP create at most `max` accounts (issue 21).
    const slot = await this.guard.reserve(`register:ip:${ip}`, LIMITS.registerPerIp, '注册过于频繁，请稍后再试');
    try {
      return await this.registerWithSlot(input, username, email, ip);
    } catch (err) {
      await this.guard.forget([slot]).catch(() => undefined);
      throw err;
    }
  }

  private async registerWithSlot(input: RegisterInput, username: string, email: string, ip: string): Promise<{ token: string; info: UserInfoView }> {
    const cfg = await loadAccountSettings(this.settings);
    const inviteCode = input.invite_code ? normalizeCode(input.invite_code) || undefined : undefined;
    if (cfg.showInputInviteCode && !inviteCode) throw badRequest('当前需要邀请码才能注册，请填写邀请码');
    if (await this.users.byUsername(username)) throw conflict('用户名已被注册');
    if (await this.users.byEmail(email)) throw conflict('邮箱已被注册');
    const passwordHash = await hashPassword(input.password);
    const now = this.clock.now();
    let userId: number;
    try {
      userId = await this.ledger.run(async (trx) => {
        const id = await this.users.insert(
          {
            username, email, password_hash: passwordHash, role: 'user', coin: 0, vip_expired: 0, continue_sign_days: 0,
            last_login_ip: ip, last_login_belong: this.ipLocation.locate(ip), avatar: '', banned: 0, created_at: now, updated_at: now,
          },
          trx,
        );
        if (inviteCode) {
          const code = await this.inviteCodes.consume(trx, inviteCode, id, now);
          if (!code) throw badRequest('邀请码无效或已被使用');
          if (code.owner_id && cfg.inviteRewardCoin > 0) {
            await this.ledger.credit(trx, {
              userId: code.owner_id, amount: cfg.inviteRewardCoin, kind: 'invite_reward', ref: `user:${id}`,
              note: `邀请用户 ${username} 注册奖励`,
            });
            await this.messages.notify(trx, code.owner_id, {
              title: '邀请奖励已到账', content: `用户 ${username} 使用了你的邀请码 ${inviteCode} 注册，奖励 ${cfg.inviteRewardCoin} 金币。`, kind: 'reward',
            });
          }
        }
        if (cfg.registerRewardCoin > 0) {
          await this.ledger.credit(trx, { userId: id, amount: cfg.registerRewardCoin, kind: 'register_reward', ref: `user:${id}`, note: '新用户注册奖励' });
        }
        await this.messages.notify(trx, id, {
          title: '欢迎加入 ujuso',
          content: `欢迎你，${username}！每日签到和登录都能领取金币，金币可兑换 VIP 会员。`,
          kind: 'system',
        });
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('用户名或邮箱已被注册');
      throw err;
    }
    const token = await this.sessions.create(userId);
    return { token, info: await this.info(userId) };
  }

  /**
   * Login by username or email. Failures slow down (growing delays) per account+IP pair, per
   * account and per IP for devices the account does not know, and per device for known ones —
   * nobody can lock anybody out (issue 21; ADR 0002 "Login throttles"). `devices` are the
   * known-device tokens the browser sent (userId → token). The reply carries the device token
   * to keep in the cookie (new for an unknown device).
   */
  /** A proof-of-work challenge for a login from a new device (issue 27; lib/login-pow.ts). */
  async loginChallenge(): Promise<{ challenge: string; difficulty: number }> {
    const salt = randomBytes(16).toString('hex');
    await this.guard.record(`pow:${salt}`);
    return { challenge: `${salt}.${this.clock.now() + LOGIN_POW_TTL_MS}`, difficulty: LOGIN_POW_BITS };
  }

  /** True when the solution is right, unexpired and its challenge was issued and not used yet (it is used now). */
  private async spendPow(pow: { challenge: string; nonce: string } | undefined): Promise<boolean> {
    if (!pow) return false;
    const c = parseChallenge(pow.challenge);
    if (!c || c.expiresAt < this.clock.now() || !powSolves(pow.challenge, pow.nonce)) return false;
    return this.guard.take(`pow:${c.salt}`);
  }

  async login(
    identifier: string,
    password: string,
    ip: string,
    devices: ReadonlyMap<number, string> = new Map(),
    pow?: { challenge: string; nonce: string },
  ): Promise<{ token: string; info: UserInfoView; device: string }> {
    const ident = identifier.trim();
    const user = ident.includes('@') ? await this.users.byEmail(ident) : await this.users.byUsername(ident);
    const who = user ? `u${user.id}` : `n${ident.toLowerCase().slice(0, 100)}`;
    const deviceToken = user ? devices.get(user.id) : undefined;
    const known = user && deviceToken ? await this.devices.find(user.id, sha256(deviceToken)) : undefined;
    const keys = known
      ? [{ key: `login:dev:${known.id}`, ...LOGIN_THROTTLES.device }]
      : [
          { key: `login:pair:${who}:${ip}`, ...LOGIN_THROTTLES.pair },
          { key: `login:acct:${who}`, ...LOGIN_THROTTLES.account },
          { key: `login:ip:${ip}`, ...LOGIN_THROTTLES.ip },
        ];
    let attempt: { ids: number[]; exhausted: string[] };
    try {
      attempt = await this.guard.throttle(keys);
    } catch (err) {
      if (!(err instanceof ThrottledError)) throw err;
      // Only the account-wide key of strangers throttles — failures anybody anywhere can cause.
      // A new device is asked for more proof instead of being refused (issue 27): a solved
      // proof-of-work buys one attempt past that key; this device's own keys (pair, IP) still hold.
      if (!err.key.startsWith('login:acct:')) throw tooMany(throttledMsg(err));
      if (!(await this.spendPow(pow))) throw new AppError(428, LOGIN_POW_REQUIRED_MSG);
      try {
        attempt = await this.guard.throttle(keys.filter((k) => !k.key.startsWith('login:acct:')));
      } catch (again) {
        if (again instanceof ThrottledError) throw tooMany(throttledMsg(again));
        throw again;
      }
    }

    let ok = false;
    if (user && !user.deleted_at) {
      ok = await verifyPassword(user.password_hash, password);
    } else {
      this.dummyHash ??= hashPassword('dummy-password-for-timing');
      await verifyPassword(await this.dummyHash, password);
    }
    if (!ok || !user) {
      if (attempt.exhausted.length) await this.noticeFailures(attempt.exhausted, user, ip).catch(() => undefined);
      throw badRequest('用户名或密码错误');
    }
    // The right password: this attempt was no failure, and the key of the device (or of this
    // account from this address) starts afresh. The account-wide key of strangers does NOT: the
    // owner logging in must not hand an attacker elsewhere a new set of free guesses.
    await this.guard.forget(attempt.ids);
    if (user.banned) throw forbidden('账号已被封禁，如有疑问请联系管理员');
    await this.guard.clear(known ? `login:dev:${known.id}` : `login:pair:${who}:${ip}`);
    const now = this.clock.now();
    await this.users.update(user.id, { last_login_ip: ip.slice(0, 64), last_login_belong: this.ipLocation.locate(ip), updated_at: now });
    const device = await this.rememberDevice(user.id, known ? deviceToken : undefined, known?.id);
    const token = await this.sessions.create(user.id);
    return { token, info: await this.info(user.id), device };
  }

  /** Keeps (touches) a known device or registers a new one; returns the token for the cookie. */
  private async rememberDevice(userId: number, token: string | undefined, knownId: number | undefined): Promise<string> {
    const now = this.clock.now();
    if (token && knownId !== undefined) {
      await this.devices.touch(knownId, now);
      return token;
    }
    const fresh = randomBytes(32).toString('base64url');
    await this.devices.add(userId, sha256(fresh), now);
    return fresh;
  }

  /**
   * A key used up its free failures: tell the account's owner (in-site message) and every admin,
   * once per window (the count passes `free` once).
   */
  private async noticeFailures(exhausted: string[], user: UserRow | undefined, ip: string): Promise<void> {
    const admins = (await this.users.list({ role: ADMIN_ROLE }, 0, 20)).rows;
    for (const key of exhausted) {
      let adminText: string | undefined;
      if (key.startsWith('login:acct:') && user) {
        const n = LOGIN_THROTTLES.account.free;
        await this.messages.notify(this.db, user.id, {
          title: '账号安全提醒',
          content: `你的账号在 1 小时内登录失败 ${n} 次（最近一次来自 ${ip}）。陌生设备的登录已开始递增等待，你在常用设备上登录不受影响。如果不是你本人操作，建议修改密码。`,
          kind: 'security',
        });
        adminText = `账号 ${user.username} 在 1 小时内被陌生设备登录失败 ${n} 次（最近一次来自 ${ip}），这些设备的登录已开始递增等待；账号本人在常用设备上不受影响。`;
      } else if (key.startsWith('login:ip:')) {
        adminText = `IP ${ip} 在 1 小时内登录失败 ${LOGIN_THROTTLES.ip.free} 次（涉及多个账号），来自该 IP 的陌生设备登录已开始递增等待。`;
      }
      if (!adminText) continue;
      for (const admin of admins) {
        if (admin.id === user?.id && key.startsWith('login:acct:')) continue;
        await this.messages.notify(this.db, admin.id, { title: '登录异常提醒', content: adminText, kind: 'security' });
      }
    }
  }

  logout(tokenHash: string): Promise<void> {
    return this.sessions.revoke(tokenHash);
  }

  // ---------------------------------------------------------------- recovery

  static readonly FIND_PASS_MSG = '若该邮箱已注册，验证码已发送到邮箱，15 分钟内有效';

  async findPass(emailRaw: string, username: string | undefined, ip: string): Promise<void> {
    const email = emailRaw.trim().toLowerCase();
    await this.guard.check(`find_pass:ip:${ip}`, LIMITS.findPassPerIp, '操作过于频繁，请稍后再试');
    await this.guard.check(`find_pass:email:${email}`, LIMITS.findPassPerEmailMinute, '验证码发送过于频繁，请 1 分钟后再试');
    await this.guard.check(`find_pass:email:${email}`, LIMITS.findPassPerEmailHour, '验证码发送次数过多，请 1 小时后再试');
    await this.guard.record(`find_pass:ip:${ip}`);
    await this.guard.record(`find_pass:email:${email}`);
    const user = await this.users.byEmail(email);
    if (!user || user.deleted_at || user.banned) return;
    if (username && username.trim().toLowerCase() !== user.username_lower) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.outbox.insertReset({ user_id: user.id, code_hash: codeHash(user.id, code), expires_at: now + RESET_CODE_TTL_MS, created_at: now });
    await this.mail.send(
      user.email,
      'ujuso 找回密码验证码',
      `${user.username}，你好：\n\n你的找回密码验证码是 ${code}，15 分钟内有效，最多可尝试 ${RESET_CODE_MAX_TRIES} 次。\n如果不是你本人操作，请忽略本邮件。\n\n—— ujuso 网盘资源社区`,
    );
  }

  async findPassVerify(emailRaw: string, code: string, newPassword: string): Promise<{ userId: number; device: string }> {
    const user = await this.users.byEmail(emailRaw.trim());
    const invalid = () => badRequest('验证码无效或已过期，请重新获取');
    if (!user || user.deleted_at) throw invalid();
    const reset = await this.outbox.latestReset(user.id);
    const now = this.clock.now();
    if (!reset || Number(reset.expires_at) <= now) throw invalid();
    if (reset.tries >= RESET_CODE_MAX_TRIES) throw badRequest('验证码错误次数过多，请重新获取');
    const a = Buffer.from(codeHash(user.id, code.trim()), 'hex');
    const b = Buffer.from(reset.code_hash, 'hex');
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      if (!(await this.outbox.addTry(reset.id, RESET_CODE_MAX_TRIES))) throw badRequest('验证码错误次数过多，请重新获取');
      const left = RESET_CODE_MAX_TRIES - reset.tries - 1;
      throw badRequest(left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取');
    }
    if (!(await this.outbox.useReset(reset.id))) throw invalid();
    const passwordHash = await hashPassword(newPassword);
    await this.users.update(user.id, { password_hash: passwordHash, updated_at: this.clock.now() });
    await this.sessions.revokeAll(user.id);
    // the mailbox was proven: the account's throttles start afresh (other accounts' and IPs' stay)
    await this.guard.clear(`login:user:${user.id}`);
    await this.guard.clear(`login:acct:u${user.id}`);
    await this.guard.clearPrefix(`login:pair:u${user.id}:`);
    await this.messages.notify(this.db, user.id, { title: '密码已重置', content: '你的密码已通过邮箱验证码重置，所有设备都已退出登录。', kind: 'security' });
    // this browser proved the mailbox: it becomes a known device of the account
    return { userId: user.id, device: await this.rememberDevice(user.id, undefined, undefined) };
  }

  // ---------------------------------------------------------------- own profile

  /** Updates own email / password / avatar; email and password need the old password. */
  /**
   * A password change keeps the session that made it (`currentTokenHash`) and signs out every
   * other one (issue 30): a thief holding an old token is out, the member is not.
   */
  async updateProfile(user: UserRow, input: ProfileUpdate, currentTokenHash?: string): Promise<{ info: UserInfoView; passwordChanged: boolean }> {
    const { email, password, avatar } = input;
    if (email === undefined && password === undefined && avatar === undefined) throw badRequest('没有要修改的内容');
    const now = this.clock.now();
    const changes: { email?: string; password_hash?: string; avatar?: string; updated_at: number } = { updated_at: now };
    if (email !== undefined || password !== undefined) {
      if (!input.old_password) throw badRequest('修改邮箱或密码需要填写原密码');
      const key = `login:user:${user.id}`;
      await this.guard.check(key, LIMITS.loginPerAccount, '原密码错误次数过多，请 15 分钟后再试');
      if (!(await verifyPassword(user.password_hash, input.old_password))) {
        await this.guard.record(key);
        throw badRequest('原密码错误');
      }
    }
    if (email !== undefined && email.toLowerCase() !== user.email_lower) {
      const other = await this.users.byEmail(email);
      if (other && other.id !== user.id) throw conflict('邮箱已被其他账号使用');
      changes.email = email;
    }
    if (password !== undefined) changes.password_hash = await hashPassword(password);
    if (avatar !== undefined) changes.avatar = avatar;
    try {
      await this.users.update(user.id, changes);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('邮箱已被其他账号使用');
      throw err;
    }
    let passwordChanged = false;
    if (password !== undefined) {
      if (currentTokenHash) await this.sessions.revokeOthers(user.id, currentTokenHash);
      else await this.sessions.revokeAll(user.id);
      await this.messages.notify(this.db, user.id, {
        title: '密码已修改',
        content: '你的登录密码已修改，其他设备上的登录都已退出。如果不是你本人操作，请立即通过“找回密码”重设密码。',
        kind: 'security',
        link: '/profile/update',
      });
      passwordChanged = true;
    }
    return { info: await this.info(user.id), passwordChanged };
  }

  // ---------------------------------------------------------------- public

  async statistics(id: number): Promise<PublicStatistics> {
    const user = await this.users.byId(id);
    if (!user || user.deleted_at) throw notFound('用户不存在');
    const now = this.clock.now();
    const [signCount, articleCount, likeCount, last] = await Promise.all([
      this.signs.countForUser(id),
      this.users.articleCount(id),
      this.users.articleLikesReceived(id),
      this.signs.last(id),
    ]);
    const alive = last !== undefined && last.day >= cstDayNumber(now) - 1;
    return {
      id: user.id,
      username: user.username,
      avatar: user.avatar,
      role: user.role,
      is_vip: Number(user.vip_expired) > now,
      coin: Number(user.coin),
      continue_sign_days: alive ? user.continue_sign_days : 0,
      sign_count: signCount,
      article_count: articleCount,
      like_count: likeCount,
      create_time: iso(user.created_at),
    };
  }

  async rank(type: RankType, page: number, size: number): Promise<{ list: RankEntry[]; total: number }> {
    const offset = (page - 1) * size;
    const { rows, total } = await this.users.rank(type, offset, size, cstDayNumber(this.clock.now()));
    return { list: rows.map((r, i) => ({ rank: offset + i + 1, ...r })), total };
  }

  // ---------------------------------------------------------------- admin

  async adminList(filter: UserListFilter, page: number, size: number): Promise<{ list: AdminUserView[]; total: number }> {
    const { rows, total } = await this.users.list(filter, (page - 1) * size, size);
    return { list: await Promise.all(rows.map((r) => this.adminView(r))), total };
  }

  async adminGet(id: number): Promise<UserRow> {
    const user = await this.users.byId(id);
    if (!user) throw notFound('用户不存在');
    return user;
  }

  async adminCreate(
    admin: UserRow,
    input: { username: string; password: string; email: string; role?: 'user' | 'admin'; coin?: number; reason?: string },
  ): Promise<AdminUserView> {
    const username = input.username.trim().normalize('NFC');
    if (await this.users.byUsername(username)) throw conflict('用户名已被注册');
    if (await this.users.byEmail(input.email)) throw conflict('邮箱已被注册');
    const passwordHash = await hashPassword(input.password);
    const now = this.clock.now();
    let id: number;
    try {
      id = await this.ledger.run(async (trx) => {
        const newId = await this.users.insert(
          {
            username, email: input.email.trim(), password_hash: passwordHash, role: input.role ?? 'user', coin: 0, vip_expired: 0,
            continue_sign_days: 0, last_login_ip: '', last_login_belong: '', avatar: '', banned: 0, created_at: now, updated_at: now,
          },
          trx,
        );
        if (input.coin && input.coin > 0) {
          await this.ledger.credit(trx, {
            userId: newId, amount: input.coin, kind: 'admin_adjust', ref: `admin:${admin.id}`, note: input.reason?.trim() || '管理员创建账号时发放',
          });
        }
        return newId;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('用户名或邮箱已被注册');
      throw err;
    }
    return this.adminView(await this.adminGet(id));
  }

  async adminUpdate(admin: UserRow, id: number, input: AdminUserUpdate): Promise<AdminUserView> {
    const user = await this.adminGet(id);
    if (user.deleted_at) throw badRequest('该用户已被删除');
    if (id === admin.id && (input.banned === true || (input.role !== undefined && input.role !== ADMIN_ROLE))) {
      throw badRequest('不能封禁自己或取消自己的管理员身份');
    }
    if (input.coin_delta !== undefined && input.coin_delta !== 0 && !input.reason?.trim()) throw badRequest('调整金币必须填写原因');
    const now = this.clock.now();
    const changes: {
      email?: string; password_hash?: string; role?: string; banned?: number; avatar?: string; vip_expired?: number; updated_at: number;
    } = { updated_at: now };
    if (input.email !== undefined && input.email.toLowerCase() !== user.email_lower) {
      if (await this.users.byEmail(input.email)) throw conflict('邮箱已被其他账号使用');
      changes.email = input.email.trim();
    }
    if (input.password !== undefined) changes.password_hash = await hashPassword(input.password);
    if (input.role !== undefined) changes.role = input.role;
    if (input.banned !== undefined) changes.banned = input.banned ? 1 : 0;
    if (input.avatar !== undefined) changes.avatar = input.avatar;
    if (input.vip_expired !== undefined) {
      const ms = input.vip_expired === null ? 0 : Date.parse(input.vip_expired);
      if (!Number.isFinite(ms) || ms < 0) throw badRequest('VIP 到期时间格式不正确');
      changes.vip_expired = ms;
    }
    try {
      await this.ledger.run(async (trx) => {
        await this.users.update(id, changes, trx);
        const delta = input.coin_delta ?? 0;
        if (delta !== 0) {
          const reason = input.reason!.trim();
          const change = { userId: id, amount: Math.abs(delta), kind: 'admin_adjust', ref: `admin:${admin.id}`, note: reason };
          if (delta > 0) await this.ledger.credit(trx, change);
          else await this.ledger.debit(trx, change);
          await this.messages.notify(trx, id, {
            title: '金币变动通知',
            content: `管理员${delta > 0 ? '发放' : '扣除'}了 ${Math.abs(delta)} 金币，原因：${reason}`,
            kind: 'reward',
          });
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('邮箱已被其他账号使用');
      throw err;
    }
    if (input.password !== undefined || input.banned === true) await this.sessions.revokeAll(id);
    return this.adminView(await this.adminGet(id));
  }

  /** Soft delete: the account can no longer log in and leaves lists; its ledger and articles stay. */
  async adminDelete(admin: UserRow, id: number): Promise<void> {
    if (id === admin.id) throw badRequest('不能删除自己的账号');
    const user = await this.adminGet(id);
    if (user.deleted_at) throw notFound('用户不存在');
    await this.users.update(id, { deleted_at: this.clock.now(), banned: 1, updated_at: this.clock.now() });
    await this.sessions.revokeAll(id);
  }

  /** Executor passthrough for services that need to read a user inside their transaction. */
  userIn(exec: Executor, id: number): Promise<UserRow | undefined> {
    return this.users.byId(id, exec);
  }
}

export { AppError };
