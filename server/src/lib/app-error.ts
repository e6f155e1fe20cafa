/**
 * A refusal the client should see: `code` goes into the envelope and is also the HTTP status.
 * Services throw these; the error handler turns them into `{ code, msg, data: null }`.
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(400, msg);
export const unauthorized = (msg = '请登录') => new AppError(403, msg);
export const forbidden = (msg = '无权执行此操作') => new AppError(403, msg);
export const notFound = (msg = '资源不存在') => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooMany = (msg = '操作过于频繁，请稍后再试') => new AppError(429, msg);
