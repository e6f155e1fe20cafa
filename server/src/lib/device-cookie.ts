/**
 * The known-device cookie of the login throttles (issue 21, OWASP "device cookies"): one cookie
 * per account, `ujuso_dev_<userId>=<random token>`, HttpOnly (no script reads it), SameSite=Strict,
 * sent only to /v1/user (login and recovery), kept 180 days. The server stores only the token's
 * SHA-256 (login_devices). The SPA needs no code for it: the browser keeps and sends it.
 *
 * Parsed by hand rather than with a cookie library: we read one family of names whose values
 * are base64url (nothing to unescape), and write one fixed attribute set.
 */
export const DEVICE_COOKIE_PREFIX = 'ujuso_dev_';
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 86_400;

/** userId → device token, from a Cookie header. */
export function readDeviceCookies(header: string | undefined): Map<number, string> {
  const out = new Map<number, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!name.startsWith(DEVICE_COOKIE_PREFIX) || !/^[A-Za-z0-9_-]{20,100}$/.test(value)) continue;
    const id = Number(name.slice(DEVICE_COOKIE_PREFIX.length));
    if (Number.isSafeInteger(id) && id > 0) out.set(id, value);
  }
  return out;
}

export function deviceCookie(userId: number, token: string, secure: boolean): string {
  return `${DEVICE_COOKIE_PREFIX}${userId}=${token}; Path=/v1/user; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
