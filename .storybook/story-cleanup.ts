/**
 * What one story leaves running must not reach the next (story files share one page: vite.config
 * `isolate: false`). Before every story test, .storybook/vitest.setup.ts calls `endStory()`:
 * - the page stories' sagas are cancelled (a polling loop or a retry would call the API again);
 * - requests still in flight (a loading state's never-answered call) are dropped silently: the
 *   app's HTTP client (src/api/http.ts) calls `fetch`; each call of this story gets a promise
 *   that, once the story ended, neither resolves nor rejects, and its request is aborted — so no
 *   "请求超时" toast lands in the next story;
 * - toasts raised after the last story's toast container went away (a copy confirmed a moment
 *   late) are dropped: react-toastify keeps them for the next container, the next story's.
 */
import { toast } from 'react-toastify';

const cleanups: Array<() => void> = [];
const inFlight = new Set<{ drop: () => void }>();

const realFetch = window.fetch.bind(window);
window.fetch = function fetchTracked(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const controller = new AbortController();
  init?.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason));
  let dropped = false;
  return new Promise<Response>((resolve, reject) => {
    const entry = {
      drop: () => {
        dropped = true;
        controller.abort();
      },
    };
    inFlight.add(entry);
    realFetch(input, { ...init, signal: controller.signal }).then(
      (response) => {
        inFlight.delete(entry);
        if (!dropped) resolve(response);
      },
      (error: unknown) => {
        inFlight.delete(entry);
        if (!dropped) reject(error);
      },
    );
  });
};

/** Runs when the current story ends (registered by the story's host). */
export function onStoryEnd(cleanup: () => void): void {
  cleanups.push(cleanup);
}

export function endStory(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
  for (const call of inFlight) call.drop();
  inFlight.clear();
  toast.dismiss();
}
