import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { API_SECURITY_HEADERS } from './security-headers';

/** The envelope for the errors Fastify's router raises before any route runs (frameworkErrors). */
export function frameworkErrorEnvelope(error: FastifyError): { status: number; body: { code: number; msg: string; data: null } } {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, body: { code: 414, msg: '请求地址过长', data: null } };
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, body: { code: 400, msg: '请求地址编码无效', data: null } };
  return { status: 400, body: { code: 400, msg: '请求无效', data: null } };
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or URL too long,
 * malformed request line, a client that stops sending). Fastify's default answer is its own
 * JSON; ours is the envelope with the API security headers, written straight to the socket.
 */
export function clientErrorReply(err: NodeJS.ErrnoException): string {
  const [status, reason, msg] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', '请求超时']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', '请求头或请求地址过长']
        : err.code === 'HPE_URI_TOO_LONG'
          ? [414, 'URI Too Long', '请求地址过长']
          : [400, 'Bad Request', '请求格式无效'];
  const body = JSON.stringify({ code: status, msg, data: null });
  const headers = Object.entries({ ...API_SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return `HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function describeValidation(error: FastifyError): string {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? '参数';
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return field ? `参数错误：${context}字段 ${field} ${first.message}` : `参数错误：${context}${first.message}`;
  }
  return `参数错误：${error.message}`;
}

/**
 * True when the error says the database cannot be reached right now (PostgreSQL restarting or
 * away, a connection cut, the pool unable to connect in time; SQLite busy past busy_timeout):
 * the request may succeed a moment later, so it is answered 503 with Retry-After (issue 18).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const msg = typeof e.message === 'string' ? e.message : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'].includes(code)) return true;
  // PostgreSQL: 08xxx connection exceptions, 57P01–57P03 shutdown / cannot connect now, 53300 too many connections
  if (/^(08...|57P0[1-3]|53300)$/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|terminating connection/i.test(msg);
}

export const DB_UNAVAILABLE_MSG = '数据库暂时不可用，请稍后再试';

/**
 * True when the database refused a write because a unique index already holds the value — on
 * PostgreSQL (SQLSTATE 23505) and SQLite (SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY) alike. Two
 * identical creates racing past a service's "does it exist?" check end here: the loser is a 409,
 * never a 500 (issue 27). Services that want a more specific message still catch it themselves.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export const UNIQUE_VIOLATION_MSG = '数据已存在（可能是重复提交），请刷新后再试';

/** PostgreSQL refused a number beyond its column (SQLSTATE 22003): the request's fault, a 400. */
export function isOutOfRange(err: unknown): boolean {
  const e = err as { code?: unknown } | null;
  return !!e && typeof e === 'object' && e.code === '22003';
}

/**
 * Every reply, good or bad, is the envelope { code, msg, data }. HTTP status equals `code` for
 * errors. No stack trace or SQL ever reaches the client; 500s are logged with their cause.
 */
export const errorsPlugin = fp(async (app: FastifyInstance): Promise<void> => {
  app.setErrorHandler((error: FastifyError, request, rawReply) => {
    // an error reply is always a JSON envelope, whatever route it came from
    const reply = (rawReply as FastifyReply).securityHeaders('api');
    const thrown: unknown = error;
    if (thrown instanceof AppError) {
      return reply.status(thrown.code).send({ code: thrown.code, msg: thrown.message, data: thrown.data ?? null });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 400, msg: describeValidation(error), data: null });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return reply.status(500).send({ code: 500, msg: '服务器内部错误', data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // the rate limit's own refusal says how long to wait (app.ts errorResponseBuilder)
      const own = (thrown as { msg?: unknown }).msg;
      return reply.status(429).send({ code: 429, msg: typeof own === 'string' && own ? own : '请求过于频繁，请稍后再试', data: null });
    }
    if (status >= 400 && status < 500) {
      const known: Record<string, string> = {
        FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
        FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空',
        FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
        FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度无效',
      };
      const msg = known[error.code] ?? (status === 404 ? '接口不存在' : '请求无效');
      return reply.status(status).send({ code: status, msg, data: null });
    }
    // one mapping for every route, on both databases (issue 27)
    if (isUniqueViolation(thrown)) {
      request.log.info({ err: error }, 'unique violation answered 409');
      return reply.status(409).send({ code: 409, msg: UNIQUE_VIOLATION_MSG, data: null });
    }
    if (isOutOfRange(thrown)) {
      // the contract bounds every number to its column (contract-int-bounds.test.ts); this is the net under it
      request.log.warn({ err: error }, 'number out of column range');
      return reply.status(400).send({ code: 400, msg: '参数错误：数值超出范围', data: null });
    }
    if (isDatabaseUnavailable(thrown)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send({ code: 503, msg: DB_UNAVAILABLE_MSG, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '服务器内部错误，请稍后再试', data: null });
  });
});
