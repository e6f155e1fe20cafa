import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * The app's date helpers: dayjs is the one date library (issue 31; ARCHITECTURE.md), with its
 * zh-cn locale, and this module is the only place that reads, formats or does arithmetic on
 * times (ESLint forbids `new Date`, `Date.parse` and the Date getters/setters elsewhere in src).
 * dayjs's rules: a zone-less 'YYYY-MM-DD[ HH:mm[:ss]]' is local time; ISO strings with a zone are
 * instants. No plugin is needed for what the app shows (~3 KB gzip with the locale).
 */
dayjs.locale('zh-cn');

export { dayjs };
export type { Dayjs };

const coinFormat = new Intl.NumberFormat('zh-CN');

/** 12345 → '12,345' (zh-CN grouping). */
export function formatCoin(n: number): string {
  return coinFormat.format(n);
}

/**
 * An estimated count as people read one (ADR 0036, 约 N 个): two significant figures, 万 from
 * 10,000 on — 87 → 87, 3,456 → 3500, 42,345 → 4.2万, 1,234,567 → 120万.
 */
export function approxCount(n: number): string {
  if (!Number.isFinite(n) || n < 100) return String(Math.max(0, Math.round(n || 0)));
  const digits = Math.floor(Math.log10(n)) + 1;
  const r = Math.round(n / 10 ** (digits - 2)) * 10 ** (digits - 2);
  if (r < 10_000) return String(r);
  const wan = r / 10_000;
  return `${wan >= 10 ? Math.round(wan) : Number(wan.toFixed(1))}万`;
}

/** A server time value: ISO 8601 string, 'YYYY-MM-DD HH:mm:ss' local, epoch seconds or ms. */
export type ServerTime = string | number | Date | Dayjs;

/**
 * A server time → a Dayjs; null when it is not a time. Numbers under 1e12 are epoch seconds
 * (the API's older fields), larger ones epoch milliseconds.
 */
export function parseServerTime(value: ServerTime): Dayjs | null {
  const d = typeof value === 'number' ? (value < 1e12 ? dayjs.unix(value) : dayjs(value)) : dayjs(typeof value === 'string' ? value.trim() : value);
  return d.isValid() ? d : null;
}

/** A server time → epoch milliseconds; 0 when absent or unreadable (sorting, comparing). */
export function toEpochMs(value: ServerTime | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return toEpochMs(Number(value));
  return parseServerTime(value)?.valueOf() ?? 0;
}

const absent = (value: unknown): value is null | undefined | '' | 0 => value === null || value === undefined || value === '' || value === 0;

/** A time → 'YYYY-MM-DD HH:mm' (or with ':ss') in local time. */
export function localDateTime(value: ServerTime, seconds = false): string {
  const d = parseServerTime(value);
  return d ? d.format(seconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') : '';
}

/** A server time (ISO 8601 string or epoch) → '2026-06-01 09:30' in local time; '—' when absent. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (absent(value)) return '—';
  const d = parseServerTime(value);
  return d ? d.format('YYYY-MM-DD HH:mm') : String(value);
}

/** A server time → '2026年6月1日' (zh-CN). */
export function formatDate(value: string | number | null | undefined): string {
  if (absent(value)) return '—';
  const d = parseServerTime(value);
  return d ? d.format('YYYY年M月D日') : String(value);
}

/** A server time → '2026-06-01'; '' when absent or unreadable (compact list rows). */
export function formatDay(value: string | number | null | undefined): string {
  if (absent(value)) return '';
  return parseServerTime(value)?.format('YYYY-MM-DD') ?? '';
}

/** 刚刚 / N 分钟前 / N 小时前 / N 天前 (`now` in epoch ms); 刚刚 for an unreadable time. */
export function timeAgo(value: ServerTime, now: number): string {
  const d = parseServerTime(value);
  const ms = d ? dayjs(now).diff(d) : NaN;
  if (!Number.isFinite(ms) || ms < 60_000) return '刚刚';
  const at = dayjs(now);
  if (ms < 3600_000) return `${at.diff(d, 'minute')} 分钟前`;
  if (ms < 86_400_000) return `${at.diff(d, 'hour')} 小时前`;
  return `${at.diff(d, 'day')} 天前`;
}

/** The local calendar day of an instant (epoch ms), as YYYY-MM-DD. */
export function localDay(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD');
}

/** Milliseconds from `ms` to the next local midnight. */
export function msUntilNextDay(ms: number): number {
  return dayjs(ms).startOf('day').add(1, 'day').valueOf() - ms;
}

/** The local hour (0–23) of an instant. */
export function localHour(ms: number): number {
  return dayjs(ms).hour();
}

/** Milliseconds from `ms` to the next of the given local hours (today or tomorrow, on the hour). */
export function msUntilNextHour(ms: number, hours: number[]): number {
  const day = dayjs(ms).startOf('day');
  const next = [0, 1]
    .flatMap((offset) => hours.map((h) => day.add(offset, 'day').hour(h).valueOf()))
    .filter((t) => t > ms)
    .sort((a, b) => a - b)[0];
  return next - ms;
}

/** The current calendar year (footers). */
export function currentYear(now: number = Date.now()): number {
  return dayjs(now).year();
}

/** A calendar month 'YYYY-MM' → '2026年11月' (the 签到日历's title). */
export function monthTitle(month: string): string {
  return dayjs(`${month}-01`).format('YYYY年M月');
}

/** The month `by` months before (negative) or after 'YYYY-MM', as 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
}

/** A calendar date 'YYYY-MM-DD' → '11月20日'. */
export function monthDayTitle(date: string): string {
  return dayjs(date).format('M月D日');
}
