/** What the login form (or a toast) says while this browser proves its work (issue 27). */
export const MSG_LOGIN_CHALLENGE = '该账号近期有异常登录尝试，正在进行安全验证，请稍候…';

/**
 * Solves the server's login proof of work (issue 27; server/src/lib/login-pow.ts): the smallest
 * decimal nonce with sha256(`${challenge}:${nonce}`) starting with `difficulty` zero bits, using the
 * browser's Web Crypto. About 2^18 hashes: a second or two.
 */
export async function solveLoginPow(challenge: string, difficulty: number): Promise<string> {
  const enc = new TextEncoder();
  for (let n = 0; n < 1e9; n++) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(`${challenge}:${n}`)));
    if (zeroBits(digest) >= difficulty) return String(n);
  }
  throw new Error('安全验证失败，请稍后再试');
}

function zeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const b of bytes) {
    if (b === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(b) - 24;
  }
  return bits;
}
