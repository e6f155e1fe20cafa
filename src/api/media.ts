import type { z } from 'zod';
import type { mentionReply, uploadedImage } from '../../contract/media';
import { request, type QuietConfig } from './http';

/** Avatars, pictures in posts and @-mention lookup (issue 33, ADR 0033b) — shapes from contract/media.ts. */
export type UploadedImage = z.infer<typeof uploadedImage>;
export type MentionCandidate = z.infer<typeof mentionReply>[number];

/** Every call is quiet: the editor or the profile page says what failed, once, where it happened. */
const quiet = <T>(config: QuietConfig) => request<T>({ ...config, quiet: true } as QuietConfig);

/** The picture itself is the body; the server decides its type from the bytes. */
const rawImage = (url: string, file: Blob) =>
  quiet<UploadedImage>({ method: 'POST', url, data: file, headers: { 'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream' } });

export const mediaApi = {
  uploadImage: (file: Blob) => rawImage('/auth/v1/media/image', file),
  uploadAvatar: (file: Blob) => rawImage('/auth/v1/media/avatar', file),
  mentionNames: (prefix: string) => quiet<MentionCandidate[]>({ method: 'GET', url: '/v1/user/mention', params: { prefix } }),
};
