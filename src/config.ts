/**
 * Client constants (spec §9). Values that an operator may want to change live here, in one place.
 */
export const SITE_NAME = 'ujuso';
export const SITE_TITLE = 'ujuso 网盘资源搜索社区';

/** HTTP (spec §7, §9). */
export const HTTP_TIMEOUT_MS = 20_000;
export const SUCCESS_CODE = 200;
/** Codes defined by the spec whose meanings are not shown; kept for completeness. */
export const CODE_444 = 444;
export const CODE_301 = 301;
export const DEFAULT_PAGE_SIZE = 10;
export const ADMIN_ROLE = 'admin';

/** Persistence (spec §9). */
export const PERSIST_KEY = 'ujuso';
export const PERSIST_TIMEOUT_MS = 5000;
export const STORAGE_VALUE_CAP = 5000;

/** Toasts (spec §2, §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;
/** The daily login reward message and the domain notice stay 10 seconds (spec §9). */
export const LONG_MESSAGE_MS = 10_000;

/**
 * Invite-code purchase night window (spec §4, §9): 23:00 to 04:59 local time.
 * See docs/adr/0001-client-decisions.md for why this reading was chosen over 23:00–07:59.
 */
export const NIGHT_START_HOUR = 23;
export const NIGHT_END_HOUR = 5; // exclusive: 04:59 is night, 05:00 is not

/**
 * Domain notice (spec §9): the recommended domain list has exactly one entry, and one older
 * domain is announced as to be retired. Shown once per calendar day for 10 seconds.
 */
export const RECOMMENDED_DOMAINS: readonly string[] = ['ujuso.com'];
export const RETIRING_DOMAIN = 'ujuso.net';
