const coinFormat = new Intl.NumberFormat('zh-CN');

/** 12345 → '12,345' (zh-CN grouping). */
export function formatCoin(n: number): string {
  return coinFormat.format(n);
}

/** Date and time without a zone ('2026-06-01', '2026-06-01 09:30[:00]'): local time, as dayjs reads it. */
const LOCAL_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * A server time (ISO 8601 string, 'YYYY-MM-DD HH:mm:ss' local, epoch seconds or ms) → a Date;
 * null when it is not a time. Plain Date code instead of dayjs (issue 14: the first screens show
 * times, and dayjs with its locale was 7 KB gzip of them); dayjs stays with antd's date pickers.
 */
export function parseServerTime(value: string | number | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value < 1e12 ? value * 1000 : value);
  const local = LOCAL_TIME.exec(value.trim());
  const d = local
    ? new Date(+local[1], +local[2] - 1, +local[3], +(local[4] ?? 0), +(local[5] ?? 0), +(local[6] ?? 0))
    : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date → 'YYYY-MM-DD HH:mm' (or with ':ss') in local time. */
export function localDateTime(d: Date, seconds = false): string {
  const base = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return seconds ? `${base}:${pad(d.getSeconds())}` : base;
}

/** A server time (ISO 8601 string or epoch) → '2026-06-01 09:30' in local time; '—' when absent. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0) return '—';
  const d = parseServerTime(value);
  return d ? localDateTime(d) : String(value);
}

/** A server time → '2026年6月1日' (zh-CN). */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0) return '—';
  const d = parseServerTime(value);
  return d ? `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日` : String(value);
}
