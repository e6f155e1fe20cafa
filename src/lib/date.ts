/**
 * Tiny local-time date helpers for the first screens, which load no dayjs (issue 14).
 * Server times look like '2026-05-01 00:00:00' (local), '2026-05-01' or ISO 8601 with a zone.
 */

/** Parses a server time as dayjs does: without a zone it is local time. Null when invalid. */
export function parseLocalDate(value: string | number | Date): Date | null {
  let d: Date;
  if (value instanceof Date) d = new Date(value.getTime());
  else if (typeof value === 'number') d = new Date(value);
  else {
    const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
    d = m
      ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0))
      : new Date(value);
  }
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time → 'YYYY-MM-DD HH:mm:ss' in local time. */
export function formatLocalDateTime(value: number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A time → '2026年5月1日' (zh-CN), local day. */
export function formatChineseDate(value: Date): string {
  return `${value.getFullYear()}年${value.getMonth() + 1}月${value.getDate()}日`;
}
