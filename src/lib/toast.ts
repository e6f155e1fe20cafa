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

/**
 * The app's one way to show a notice. Identical texts share one toast id, so a burst of
 * failing requests shows one message instead of a stack of copies.
 */
function show(kind: Kind, text: string, extra?: ToastOptions): void {
  const options: ToastOptions = { toastId: text, ...extra };
  if (loaded) loaded.toast[kind](text, options);
  else void loadToasts().then((m) => m.toast[kind](text, options));
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
