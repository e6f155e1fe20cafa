import { z } from 'zod';

/**
 * Avatars and pictures in posts (issue 33, docs/adr/0033b-media.md). The server routes validate
 * with these; the client imports the types only.
 *
 * A stored picture is `/media/<32 hex>-<width>x<height>.webp`: the name carries the size so the
 * Markdown can reserve the space before the picture loads (MarkdownView), and only names of this
 * form render as <img> in posts and replies.
 */

/** The path of a stored picture; the capture groups are width and height. */
export const MEDIA_URL = /^\/media\/[0-9a-f]{32}-(\d{1,5})x(\d{1,5})\.webp$/;

/** The reply of an upload (POST /auth/v1/media/image and /auth/v1/media/avatar). */
export const uploadedImage = z.object({
  url: z.string().describe('图片地址，例如 /media/3f…9a-1200x800.webp（名称含宽和高）'),
  width: z.number().int(),
  height: z.number().int(),
});

/** GET /v1/user/mention?prefix= — @-mention autocomplete. */
export const mentionQuery = z.object({
  prefix: z
    .string({ error: '请输入用户名的开头' })
    .trim()
    .min(1, '请输入用户名的开头')
    .max(20, '用户名最多 20 个字符')
    .regex(/^[A-Za-z0-9_\p{Script=Han}]+$/u, '用户名只包含字母、数字、下划线和汉字'),
});
export const mentionReply = z.array(z.object({ id: z.number().int(), username: z.string(), avatar: z.string() }));

/** GET /media/:name */
export const mediaParams = z.object({ name: z.string().max(80) });
