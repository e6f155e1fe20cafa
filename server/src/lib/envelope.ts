import { errorEnvelope } from '../../../contract/common';

/** The reply envelope (spec §3) is declared once, in the contract (issue 20). */
export { envelope, errorEnvelope } from '../../../contract/common';

export function ok<T>(data: T, msg = '成功') {
  return { code: 200 as const, msg, data };
}

/** The paged list shape and the page/size query live in the contract (issue 20). */
export { paged, pageQuery } from '../../../contract/common';

/** Standard error replies to list on a route's schema so the OpenAPI document shows them. */
export const errorReplies = {
  400: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
};
