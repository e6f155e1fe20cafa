import { z } from 'zod';

/** The reply envelope every route answers with (spec §3): code, msg, data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Envelope of an error reply (data is null). */
export const errorEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });

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
