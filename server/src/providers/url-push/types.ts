/**
 * URL submission to search engines (issue 32, ADR 0032): one small interface, one adapter per
 * protocol (Baidu 普通收录, IndexNow). Off unless a token / key is set in the environment; each
 * adapter is tested against a local fake server speaking its protocol (tests/support/fake-http.ts).
 */
export interface UrlPushResult {
  /** URLs the service accepted (IndexNow: every URL of a 200/202 post) */
  accepted: number;
  /** what the service said, in Chinese, for the log */
  note: string;
  /** Baidu: submissions left today; undefined when the service does not say */
  remain?: number;
}

export interface UrlPushProvider {
  /** 'baidu' | 'indexnow' — also the prefix of its cursors */
  readonly name: string;
  /** At most this many URLs per call. */
  readonly maxBatch: number;
  /** Submits absolute URLs of this site; throws ProviderError when nothing was accepted. */
  push(urls: string[]): Promise<UrlPushResult>;
}
