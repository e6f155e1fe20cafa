import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Two request-input rules that hold for EVERY route, so no route can forget them (issue 20):
 *
 * 1. Text is valid Unicode. A JSON string may carry a lone UTF-16 surrogate (`"ab\ud800cd"`)
 *    that no database text column can store as UTF-8 (PostgreSQL refuses it, SQLite stores
 *    U+FFFD), and a U+0000 that PostgreSQL's text type cannot hold at all: both reached the
 *    database and came back as 500s. Every string in the body, the query and the path
 *    parameters is checked before validation (one walk, no recursion, so a deep body cannot
 *    overflow the stack); a bad one is a 400 naming the field. Refusing rather than replacing
 *    with U+FFFD keeps what is stored exactly what the user sent.
 * 2. An empty body sent as `Content-Type: application/json` is no body (many HTTP clients send
 *    the header on every POST; the spec calls POST /auth/v1/sign/login "without a body"). Routes
 *    without a body schema accept it; routes with one refuse it in their own validation.
 */

const CONTEXT = { body: '请求体', querystring: '查询参数', params: '路径参数' } as const;

/** A lone surrogate (a high one not followed by a low one, or a low one not after a high one), or U+0000. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what we look for
const BAD_TEXT = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/g;

/** True for a string a UTF-8 text column can hold: well-formed UTF-16 and no U+0000. */
export function isStorableText(s: string): boolean {
  BAD_TEXT.lastIndex = 0;
  return !BAD_TEXT.test(s);
}

/** The path (a.b.0.c) of the first string in `root` — keys included — that is not storable text. */
export function findBadText(root: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: path ? `${path}.${i}` : String(i) });
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const p = path ? `${path}.${k}` : k;
        if (!isStorableText(k)) return p;
        stack.push({ value: v, path: p });
      }
    }
  }
  return null;
}

export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      defaultJson(request, body as string, done);
    });

    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const value = part === 'params' ? request.params : part === 'querystring' ? request.query : request.body;
        // raw bodies (picture uploads) are bytes, not text
        if (value === undefined || value === null || Buffer.isBuffer(value)) continue;
        const bad = findBadText(value);
        if (bad !== null) {
          const field = bad ? `字段 ${bad.slice(0, 64).replace(BAD_TEXT, '')} ` : '';
          return done(new AppError(400, `参数错误：${CONTEXT[part]}${field}含有无效的 Unicode 字符`));
        }
      }
      done();
    });
  },
  { name: 'input-hygiene' },
);
