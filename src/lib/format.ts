import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

const coinFormat = new Intl.NumberFormat('zh-CN');

/** 12345 → '12,345' (zh-CN grouping). */
export function formatCoin(n: number): string {
  return coinFormat.format(n);
}

/** A server time (ISO 8601 string or epoch) → '2026-06-01 09:30' in local time; '—' when absent. */
export function formatDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0) return '—';
  const d = dayjs(typeof value === 'number' && value < 1e12 ? value * 1000 : value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : String(value);
}

/** A server time → '2026年6月1日' (zh-CN). */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0) return '—';
  const d = dayjs(typeof value === 'number' && value < 1e12 ? value * 1000 : value);
  return d.isValid() ? d.locale('zh-cn').format('YYYY年M月D日') : String(value);
}
