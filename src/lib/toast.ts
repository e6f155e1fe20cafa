import type { ToastOptions } from 'react-toastify';
import { LONG_MESSAGE_MS } from '../config';

type ToastModule = typeof import('react-toastify');
type Kind = 'success' | 'info' | 'warning' | 'error';

let loaded: ToastModule | null = null;
let loading: Promise<ToastModule> | null = null;

/**
 * react-toastify is loaded after the first paint (issue 14: 8 KB gzip no first screen needs to
 * draw). The app's container (App.tsx) and every notice ask for it here; a notice raised before
 * it arrived is shown when it does (react-toastify also queues toasts until a container mounts).
 */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('react-toastify').then((m) => (loaded = m));
  return loading;
}

/** The same text again within this time is the same notice (a burst of failing requests). */
export const TOAST_DEDUPE_MS = 1500;
const shown = new Map<string, { at: number; id: string }>();
let seq = 0;

/**
 * The app's one way to show a notice. The same text within TOAST_DEDUPE_MS of a copy still on
 * screen shows once, so a burst of failing requests shows one message instead of a stack of
 * copies. The same text later (a second 已保存) replaces the earlier toast with a fresh one —
 * even while that one is leaving the screen, when react-toastify would drop a notice whose id
 * it still holds.
 */
function show(kind: Kind, text: string, extra?: ToastOptions): void {
  const now = Date.now();
  const last = shown.get(text);
  // a copy of a notice still on screen (or still waiting for react-toastify to arrive)
  if (last && now - last.at >= 0 && now - last.at < TOAST_DEDUPE_MS && (!loaded || loaded.toast.isActive(last.id))) return;
  const id = `${text}#${++seq}`;
  shown.set(text, { at: now, id });
  if (shown.size > 200) for (const [k, v] of shown) if (now - v.at >= TOAST_DEDUPE_MS) shown.delete(k);
  const options: ToastOptions = { toastId: id, ...extra };
  const emit = (m: ToastModule) => {
    if (last) m.toast.dismiss(last.id);
    m.toast[kind](text, options);
  };
  if (loaded) emit(loaded);
  else void loadToasts().then(emit);
}

export const notify = {
  success: (text: string, extra?: ToastOptions) => show('success', text, extra),
  info: (text: string, extra?: ToastOptions) => show('info', text, extra),
  warning: (text: string, extra?: ToastOptions) => show('warning', text, extra),
  error: (text: string, extra?: ToastOptions) => show('error', text, extra),
  /** A success message that stays 10 seconds (daily login reward, spec §9). */
  longSuccess: (text: string) => show('success', text, { autoClose: LONG_MESSAGE_MS }),
  /** An information message that stays 10 seconds (domain notice, spec §9). */
  longInfo: (text: string) => show('info', text, { autoClose: LONG_MESSAGE_MS }),
};
