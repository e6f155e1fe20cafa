import { toast, type ToastOptions } from 'react-toastify';
import { LONG_MESSAGE_MS } from '../config';

/**
 * The app's one way to show a notice. Identical texts share one toast id, so a burst of
 * failing requests shows one message instead of a stack of copies.
 */
function opts(text: string, extra?: ToastOptions): ToastOptions {
  return { toastId: text, ...extra };
}

export const notify = {
  success: (text: string, extra?: ToastOptions) => toast.success(text, opts(text, extra)),
  info: (text: string, extra?: ToastOptions) => toast.info(text, opts(text, extra)),
  warning: (text: string, extra?: ToastOptions) => toast.warning(text, opts(text, extra)),
  error: (text: string, extra?: ToastOptions) => toast.error(text, opts(text, extra)),
  /** A success message that stays 10 seconds (daily login reward, spec §9). */
  longSuccess: (text: string) => toast.success(text, opts(text, { autoClose: LONG_MESSAGE_MS })),
  /** An information message that stays 10 seconds (domain notice, spec §9). */
  longInfo: (text: string) => toast.info(text, opts(text, { autoClose: LONG_MESSAGE_MS })),
};
