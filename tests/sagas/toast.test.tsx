import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadToasts, notify, TOAST_DEDUPE_MS } from '../../src/lib/toast';
import { flush, Toasts, until } from './support';

/**
 * The app's notices (src/lib/toast.ts): a burst of the same text is one toast; the same text
 * later — a second 已保存 — always shows, even while the first is still on screen or leaving it
 * (react-toastify drops a toast whose id is still present: an e2e journey once lost one).
 */
const toasts = new Toasts();
beforeEach(async () => {
  await loadToasts();
  await toasts.mount();
});
afterEach(() => toasts.unmount());

const visible = (text: string) => [...document.querySelectorAll('.Toastify__toast')].filter((n) => n.textContent === text && n.getAttribute('data-in') !== 'false');

describe('notices', () => {
  it('a burst of the same error is one toast; other texts still show', async () => {
    for (let i = 0; i < 5; i++) notify.error('网络错误，请稍后再试');
    notify.error('服务器繁忙');
    await toasts.find('服务器繁忙');
    await flush();
    expect(toasts.texts().filter((t) => t === '网络错误，请稍后再试')).toHaveLength(1);
  });

  it('the same text after the burst window shows again, replacing the earlier toast', async () => {
    notify.success('已保存');
    await toasts.find('已保存');
    const first = document.querySelector('.Toastify__toast')!;
    await new Promise((r) => setTimeout(r, TOAST_DEDUPE_MS + 100));
    notify.success('已保存');
    await until(() => expect(visible('已保存').some((n) => n !== first)).toBe(true));
    // one 已保存 on screen: the earlier one is leaving or gone
    await until(() => expect(visible('已保存')).toHaveLength(1));
  });
});
