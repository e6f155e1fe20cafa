/**
 * Where a login returns to (issue 30: `登录后开局` and `登录后签到` landed on the search page).
 *
 * Every "log in to …" entry links to `#/login?redirect=<path>`; a page whose entry starts an
 * action adds `do=<action>` to its own path, and the page runs that action once it is back with
 * a token (useLoginAction). Links that name no return point (the header's 登录, the 403 redirect of
 * the HTTP client) still come back: the app records the last page shown that is not a guest page
 * (rememberReturnPoint, called by the router on every location), and the login page falls back to
 * it. Only same-app paths are accepted, so a crafted `redirect=https://…` goes nowhere.
 */
const GUEST_PAGES = ['/login', '/register', '/find_pass'];
const STORE_KEY = 'ujuso:return';
let lastPoint = '';

/** A path this app may navigate to after login: `/…`, not `//…`, not a guest page. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const bare = path.split(/[?#]/)[0];
  if (GUEST_PAGES.includes(bare)) return null;
  return path;
}

/** The login link that comes back to `path` (a hash path such as `/main/bbs/sign?do=sign`). */
export function loginHrefFor(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `#/login?redirect=${encodeURIComponent(safe)}` : '#/login';
}

/** `path` with `do=<action>` added (kept once). */
export function withAction(path: string, action: string): string {
  const [bare, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('do', action);
  return `${bare}?${params.toString()}`;
}

/** Called on every location the router shows. */
export function rememberReturnPoint(path: string): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  lastPoint = safe;
  try {
    sessionStorage.setItem(STORE_KEY, safe);
  } catch {
    // private mode: the in-memory copy still serves this tab
  }
}

/** The last page shown before the login page (this tab), or null. */
export function lastReturnPoint(): string | null {
  if (lastPoint) return lastPoint;
  try {
    return safeReturnPath(sessionStorage.getItem(STORE_KEY));
  } catch {
    return null;
  }
}

/** Where the login page goes on success: the explicit redirect, the guard's `from`, the last page, or search. */
export function loginDestination(search: string, stateFrom?: string | null): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return safeReturnPath(redirect) ?? safeReturnPath(stateFrom) ?? lastReturnPoint() ?? '/main/index';
}
