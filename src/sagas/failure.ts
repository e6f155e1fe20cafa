export const MSG_FAILED = '操作失败，请稍后再试';

/** The server's msg of a failed call (the HTTP client rejects with it). */
export function failureMsg(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MSG_FAILED;
}
