/**
 * The 砸金蛋 prize table (issue 11; its editor, issue 30): shape, default, checks and expected
 * return, shared by the server (games/settings.ts, games/egg-game.ts, config-items.ts) and the
 * admin's table editor (PrizeTableEditor), so the page says exactly what the save will say.
 * No zod here: the client imports these at run time.
 */

export type PrizeKind = 'coin' | 'vip' | 'none';

export interface EggPrize {
  /** stable key (letters, digits, '_'), used for stock counting */
  id: string;
  /** what the player sees, e.g. "50 金币" */
  name: string;
  kind: PrizeKind;
  /** coins, or VIP days; 0 for 'none' */
  amount: number;
  /** relative chance (integer ≥ 0) */
  weight: number;
  /** how many may be won per day over all players; null = unlimited */
  stock: number | null;
}

/** The default egg table: price 10, return to player 96 % (a VIP day valued at vip_price_per_day = 10). */
export const DEFAULT_EGG_PRIZES: EggPrize[] = [
  { id: 'none', name: '谢谢参与', kind: 'none', amount: 0, weight: 485, stock: null },
  { id: 'c5', name: '5 金币', kind: 'coin', amount: 5, weight: 200, stock: null },
  { id: 'c10', name: '10 金币', kind: 'coin', amount: 10, weight: 150, stock: null },
  { id: 'c20', name: '20 金币', kind: 'coin', amount: 20, weight: 100, stock: null },
  { id: 'c50', name: '50 金币', kind: 'coin', amount: 50, weight: 40, stock: null },
  { id: 'c200', name: '200 金币', kind: 'coin', amount: 200, weight: 15, stock: 100 },
  { id: 'vip1', name: '1 天 VIP', kind: 'vip', amount: 1, weight: 10, stock: null },
];

/** Checks an egg prize table; returns the clean table or a Chinese reason. */
export function parseEggPrizes(raw: unknown): { ok: true; prizes: EggPrize[] } | { ok: false; reason: string } {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return { ok: false, reason: '奖品表不是有效的 JSON' };
    }
  }
  if (!Array.isArray(v) || v.length < 1 || v.length > 20) return { ok: false, reason: '奖品表应有 1–20 项' };
  const out: EggPrize[] = [];
  const ids = new Set<string>();
  for (const [i, p] of v.entries()) {
    const at = `第 ${i + 1} 项`;
    if (!p || typeof p !== 'object') return { ok: false, reason: `${at}不是对象` };
    const o = p as Record<string, unknown>;
    const id = String(o.id ?? '');
    if (!/^[A-Za-z0-9_]{1,32}$/.test(id)) return { ok: false, reason: `${at}：编号应为 1–32 个字母、数字或下划线` };
    if (ids.has(id)) return { ok: false, reason: `${at}：编号 ${id} 重复` };
    ids.add(id);
    const name = String(o.name ?? '').trim();
    if (!name || name.length > 20) return { ok: false, reason: `${at}：名称应为 1–20 个字符` };
    if (o.kind !== 'coin' && o.kind !== 'vip' && o.kind !== 'none') return { ok: false, reason: `${at}：类型应为金币、VIP 天数或谢谢参与（未中奖）` };
    const amount = Number(o.amount ?? 0);
    const maxAmount = o.kind === 'vip' ? 3650 : 1_000_000;
    if (o.kind === 'none' ? amount !== 0 : !Number.isInteger(amount) || amount < 1 || amount > maxAmount) {
      return { ok: false, reason: o.kind === 'none' ? `${at}：谢谢参与（未中奖）的数量应为 0` : `${at}：数量应为 1–${maxAmount} 的整数` };
    }
    const weight = Number(o.weight);
    if (!Number.isInteger(weight) || weight < 0 || weight > 1_000_000) return { ok: false, reason: `${at}：权重应为 0–1000000 的整数` };
    const stock = o.stock === null || o.stock === undefined || o.stock === '' ? null : Number(o.stock);
    if (stock !== null && (!Number.isInteger(stock) || stock < 0 || stock > 1_000_000)) return { ok: false, reason: `${at}：每日库存应为空（不限）或 0–1000000 的整数` };
    out.push({ id, name, kind: o.kind, amount, weight, stock });
  }
  if (out.reduce((a, p) => a + p.weight, 0) < 1) return { ok: false, reason: '奖品表的权重之和必须大于 0' };
  if (!out.some((p) => p.kind === 'none') && out.some((p) => p.stock !== null)) {
    // a prize out of stock falls back to the first 'none' prize, so one must exist
    return { ok: false, reason: '有库存限制的奖品表必须包含一项“谢谢参与”（未中奖）：奖品抽完时以它代替' };
  }
  return { ok: true, prizes: out };
}

/** Coins a prize is worth for the expected value (VIP days at vip_price_per_day). */
export function prizeValue(p: EggPrize, vipDayValue: number): number {
  if (p.kind === 'coin') return p.amount;
  if (p.kind === 'vip') return p.amount * vipDayValue;
  return 0;
}

/** Expected return of one smash in percent of the price (stock limits ignored: an upper bound). */
export function eggRtp(prizes: readonly EggPrize[], price: number, vipDayValue: number): number {
  const total = prizes.reduce((a, p) => a + p.weight, 0);
  const ev = prizes.reduce((a, p) => a + p.weight * prizeValue(p, vipDayValue), 0) / total;
  return (ev / price) * 100;
}
