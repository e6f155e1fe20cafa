/** Which part of the site a route belongs to (issue 21: decided on the matched route, not the raw URL). */
export const API_PREFIXES = ['/v1/', '/auth/v1/', '/admin/v1/', '/docs', '/api/'];

/**
 * True for a REGISTERED route path (the pattern Fastify matched, e.g. `/v1/article/:id`) that
 * belongs to the JSON API or the OpenAPI UI. Never call this with `request.url`: the router
 * decodes the path before it matches, so the raw URL can differ from the route it reaches.
 */
export function isApiRoute(routePath: string): boolean {
  return API_PREFIXES.some((p) => routePath.startsWith(p) || routePath === p.replace(/\/$/, ''));
}

/**
 * For a request that matched NO route only: its path the way a lenient reader would take it
 * (percent-decoded, lower case, one slash at a time, dot segments resolved). Used to word the
 * 404 (接口不存在 / 页面不存在) and to choose between the SPA shell and the envelope — never
 * for a security decision (those come from the matched route, and every 404 is rate-limited).
 */
export function looksLikeApi(url: string): boolean {
  let p = url.split('?')[0];
  try {
    p = decodeURIComponent(p);
  } catch {
    // keep the raw path
  }
  p = p.toLowerCase().replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  try {
    p = new URL(p, 'http://h').pathname;
  } catch {
    // keep it unresolved
  }
  return isApiRoute(p);
}
