import { errorEnvelope, errorReplies } from '../lib/envelope';

/** Zod schemas shared by the account routes (v1/user, auth/user, admin/user, sign, message, order). */

export * from '../../../contract/account';

/** errorReplies plus 409 (conflict) for routes that can refuse duplicates. */
export const accountErrorReplies = { ...errorReplies, 409: errorEnvelope };
