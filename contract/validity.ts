/**
 * The product's one validity vocabulary (issue 19's badge, issue 32's server pages): what a
 * visitor reads about a share link. The SPA's ValidityBadge and the server-rendered pages
 * (server/src/seo/) both take their words from here, so a link never reads 有效 in one place
 * and 已失效 in the other.
 */

/** 刚刚 / N 分钟前 / N 小时前 / N 天前 */
export function checkedAgo(iso: string, now: number): string {
  const ms = now - Date.parse(iso);
  if (!Number.isFinite(ms) || ms < 60_000) return '刚刚';
  if (ms < 3600_000) return `${Math.floor(ms / 60_000)} 分钟前`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3600_000)} 小时前`;
  return `${Math.floor(ms / 86_400_000)} 天前`;
}

/** The words themselves (the admin's filters and labels in src/lib/labels.ts take them from here too). */
export const VALIDITY_WORDS = { verified: '已验证有效', valid: '有效', unchecked: '未验证', reported: '有人反馈失效', invalid: '已失效' } as const;

/** ok: 已验证有效 / 有效; warn: 有人反馈失效; bad: 已失效; unknown: 未验证 */
export type ValidityTone = 'ok' | 'warn' | 'bad' | 'unknown';

export interface ValidityLabel {
  text: string;
  tone: ValidityTone;
  /** ISO time of the check the text is about, when there is one */
  checkedAt?: string;
}

/**
 * The label of a link: 已验证有效 · 2 小时前 (the checker found it valid) / 已失效 (checker or
 * reports) / 有人反馈失效 / 未验证 (never checked, or no clear answer). Without checker fields
 * (`checkState` undefined: an older server) it is 有效 / 有人反馈失效 / 已失效.
 */
export function validityLabel(validity: string, checkState: string | undefined, checkedTime: string | undefined, now: number): ValidityLabel {
  const W = VALIDITY_WORDS;
  if (validity === 'invalid' || checkState === 'bad') return { text: W.invalid, tone: 'bad' };
  if (validity === 'reported') return { text: W.reported, tone: 'warn' };
  if (checkState === undefined) return { text: W.valid, tone: 'ok' };
  if (checkState === 'ok' && checkedTime) return { text: `${W.verified} · ${checkedAgo(checkedTime, now)}`, tone: 'ok', checkedAt: checkedTime };
  return { text: W.unchecked, tone: 'unknown' };
}
