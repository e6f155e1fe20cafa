import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText, COPY_FAILED, COPY_SUCCESS } from '../../src/lib/clipboard';
import { localDay, msUntilNextDay } from '../../src/lib/clock';
import { buyInviteCodeFlag, isNight, msUntilNightBoundary } from '../../src/sagas/settings';
import { computeVip, userActions, userReducer, vipExpiresAt, initialUserState } from '../../src/store/slices/user';
import { at, Toasts } from '../sagas/support';

const toasts = new Toasts();

describe('clipboard helper (spec §8)', () => {
  beforeEach(() => toasts.mount());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await toasts.unmount();
  });

  it('shows 复制成功 when the clipboard accepts the text', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyText('https://pan.baidu.com/s/1abc 提取码 8888')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://pan.baidu.com/s/1abc 提取码 8888');
    const el = await toasts.find(COPY_SUCCESS);
    expect(el.className).toContain('Toastify__toast--success');
  });

  it('shows 复制失败 when both the clipboard API and the fallback fail', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    // jsdom has no execCommand('copy'): the legacy fallback fails too
    await expect(copyText('x')).resolves.toBe(false);
    const el = await toasts.find(COPY_FAILED);
    expect(el.className).toContain('Toastify__toast--error');
  });
});

describe('VIP (spec §4): vip_expired later than now', () => {
  const now = at(2026, 3, 1, 12);
  it('reads ms, seconds and date strings', () => {
    expect(vipExpiresAt(now + 1)).toBe(now + 1);
    expect(vipExpiresAt(Math.floor(now / 1000))).toBe(Math.floor(now / 1000) * 1000);
    expect(vipExpiresAt('2026-03-02 00:00:00')).toBe(at(2026, 3, 2, 0));
    expect(vipExpiresAt(null)).toBe(0);
    expect(vipExpiresAt('')).toBe(0);
    expect(vipExpiresAt('不是日期')).toBe(0);
  });
  it('is true only when strictly later than now', () => {
    expect(computeVip({ vip_expired: now + 1000 }, now)).toBe(true);
    expect(computeVip({ vip_expired: now }, now)).toBe(false);
    expect(computeVip({ vip_expired: now - 1 }, now)).toBe(false);
  });
});

describe('user client actions (spec §4)', () => {
  it('set / increase / decrease coins, increase the sign streak, set unread and turnover counts', () => {
    let s = userReducer(initialUserState, userActions.setCoin(100));
    s = userReducer(s, userActions.increaseCoin(25));
    s = userReducer(s, userActions.decreaseCoin(5));
    s = userReducer(s, userActions.increaseSignDays(undefined));
    s = userReducer(s, userActions.increaseSignDays(2));
    s = userReducer(s, userActions.setUnreadCount(6));
    s = userReducer(s, userActions.setCoinTurnoverCount(11));
    expect(s.info).toMatchObject({ coin: 120, continue_sign_days: 3, unread_msg_count: 6, coin_turnover_count: 11 });
  });
});

describe('time helpers', () => {
  it('night window is 23:00–04:59 local time', () => {
    expect(isNight(at(2026, 1, 1, 22, 59, 59))).toBe(false);
    expect(isNight(at(2026, 1, 1, 23))).toBe(true);
    expect(isNight(at(2026, 1, 2, 4, 59, 59))).toBe(true);
    expect(isNight(at(2026, 1, 2, 5))).toBe(false);
    expect(isNight(at(2026, 1, 2, 7, 30))).toBe(false);
    expect(buyInviteCodeFlag('night', at(2026, 1, 2, 7, 30))).toBe(false);
  });
  it('boundaries and days', () => {
    expect(msUntilNightBoundary(at(2026, 1, 1, 22, 59))).toBe(60_000);
    expect(msUntilNightBoundary(at(2026, 1, 1, 23))).toBe(6 * 3_600_000);
    expect(msUntilNightBoundary(at(2026, 1, 2, 4, 59))).toBe(60_000);
    expect(localDay(at(2026, 12, 31, 23, 59))).toBe('2026-12-31');
    expect(msUntilNextDay(at(2026, 12, 31, 23, 59))).toBe(60_000);
  });
});
