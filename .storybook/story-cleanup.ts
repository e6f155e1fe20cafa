/**
 * What one story leaves running must not reach the next (story files share one page: vite.config
 * `isolate: false`). Before every story test, .storybook/vitest.setup.ts calls `endStory()`:
 * - the page stories' sagas are cancelled (a polling loop or a retry would call the API again);
 * - requests still in flight (a loading state's never-answered call) are dropped silently: their
 *   handlers are removed before the abort, so axios neither resolves nor rejects them and no
 *   "请求超时" toast lands in the next story.
 */
const cleanups: Array<() => void> = [];
const inFlight = new Set<XMLHttpRequest>();

const send = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function sendTracked(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
  inFlight.add(this);
  this.addEventListener('loadend', () => inFlight.delete(this));
  return send.call(this, body);
};

/** Runs when the current story ends (registered by the story's host). */
export function onStoryEnd(cleanup: () => void): void {
  cleanups.push(cleanup);
}

export function endStory(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
  const ignore = () => undefined;
  for (const xhr of inFlight) {
    // no-ops rather than null: msw's XHR interceptor calls these handlers directly
    xhr.onreadystatechange = ignore;
    xhr.onloadend = ignore;
    xhr.onload = ignore;
    xhr.onabort = ignore;
    xhr.onerror = ignore;
    xhr.ontimeout = ignore;
    xhr.abort();
  }
  inFlight.clear();
}
