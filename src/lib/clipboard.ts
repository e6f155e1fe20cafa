import { notify } from './toast';

export const COPY_SUCCESS = '复制成功';
export const COPY_FAILED = '复制失败';

/** Writes text with the legacy selection + execCommand path (works without a secure context). */
function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.body.removeChild(area);
  }
}

/**
 * Copies text to the clipboard and tells the user how it went (spec §8): 复制成功 or 复制失败.
 * Resolves true on success.
 */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      ok = true;
    } else {
      ok = legacyCopy(text);
    }
  } catch {
    ok = legacyCopy(text);
  }
  if (ok) notify.success(COPY_SUCCESS);
  else notify.error(COPY_FAILED);
  return ok;
}
