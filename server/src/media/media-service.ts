import type { DB } from '../db/database';
import { AppError } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import { ADMIN_ROLE } from '../plugins/auth';
import { MediaRepository } from '../repositories/media-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { ReplyService } from '../services/reply-service';
import type { WebSettingsService } from '../services/web-settings-service';
import { MEDIA_NAME, processImage, type MediaPurpose } from './image-processing';
import type { MediaStorage } from './storage';

/**
 * Avatars and pictures in posts (issue 33, docs/adr/0033b-media.md).
 *
 *   upload(member, purpose, bytes) → { url, width, height }   rules, then image-processing, then storage
 *   read(name)                     → bytes | null             what GET /media/:name serves
 *   mentionNames(prefix)           → members for @-autocomplete
 *
 * Rules (admins exempt from the last two): the body is at most `image_upload_max_kb`; a new
 * account waits `reply_new_account_minutes` like a reply; at most `image_upload_daily_max`
 * uploads per member per calendar day (Asia/Shanghai).
 */

/** The largest body any upload route reads (the config item can only lower the limit). */
export const MEDIA_BODY_LIMIT = 10 * 1024 * 1024;

export const MEDIA_SETTING_DEFAULTS = {
  /** the largest picture a member may upload, in KB */
  image_upload_max_kb: '5120',
  /** uploads (avatars and pictures) per member per day; 0 = uploads closed for members */
  image_upload_daily_max: '30',
} as const;

export const MEDIA_SETTING_BOUNDS: Record<keyof typeof MEDIA_SETTING_DEFAULTS, [number, number]> = {
  image_upload_max_kb: [64, MEDIA_BODY_LIMIT / 1024],
  image_upload_daily_max: [0, 1000],
};

export interface UploadedImage {
  /** `/media/<hash>-<w>x<h>.webp` (same origin; the API serves it from the storage) */
  url: string;
  width: number;
  height: number;
}

export class MediaService {
  private readonly repo: MediaRepository;

  constructor(
    db: DB,
    private readonly clock: Clock,
    readonly storage: MediaStorage,
    private readonly deps: { users: UsersRepository; replies: ReplyService; webSettings: WebSettingsService },
  ) {
    this.repo = new MediaRepository(db);
  }

  async settings(): Promise<{ maxKb: number; dailyMax: number }> {
    const rows = await this.deps.webSettings.getMany(Object.keys(MEDIA_SETTING_DEFAULTS));
    const v = (name: keyof typeof MEDIA_SETTING_DEFAULTS): number => {
      const raw = rows.find((r) => r.name === name)?.value?.trim();
      const [min, max] = MEDIA_SETTING_BOUNDS[name];
      const n = Number(raw);
      return raw !== undefined && /^\d+$/.test(raw) && n >= min && n <= max ? n : Number(MEDIA_SETTING_DEFAULTS[name]);
    };
    return { maxKb: v('image_upload_max_kb'), dailyMax: v('image_upload_daily_max') };
  }

  async upload(viewer: { id: number; role: string }, purpose: MediaPurpose, bytes: Buffer): Promise<UploadedImage> {
    const isAdmin = viewer.role === ADMIN_ROLE;
    const { maxKb, dailyMax } = await this.settings();
    if (!bytes.length) throw new AppError(400, '请选择要上传的图片');
    if (bytes.length > maxKb * 1024) throw new AppError(413, `图片不能超过 ${formatKb(maxKb)}`);
    const now = this.clock.now();
    if (!isAdmin) {
      const { newAccountMinutes } = await this.deps.replies.settings();
      if (newAccountMinutes > 0) {
        const me = await this.deps.users.byId(viewer.id);
        const waitMs = newAccountMinutes * 60_000 - (now - Number(me?.created_at ?? 0));
        if (waitMs > 0) {
          throw new AppError(400, `新注册的账号需要等待 ${newAccountMinutes} 分钟才能上传图片，请在约 ${Math.ceil(waitMs / 60_000)} 分钟后再试`);
        }
      }
      if (dailyMax === 0) throw new AppError(403, '本站暂未开放图片上传');
      const dayStart = cstDayNumber(now) * 86_400_000 - 8 * 3_600_000;
      if ((await this.repo.countSince(viewer.id, dayStart)) >= dailyMax) {
        throw new AppError(429, `今天上传的图片已达上限（${dailyMax} 张），请明天再试`);
      }
    }
    const img = await processImage(bytes, purpose);
    await this.storage.put(img.name, img.bytes, 'image/webp');
    await this.repo.insert({
      user_id: viewer.id, purpose, media_key: img.name, bytes: img.bytes.length, width: img.width, height: img.height, created_at: now,
    });
    const url = `/media/${img.name}`;
    if (purpose === 'avatar') await this.deps.users.update(viewer.id, { avatar: url, updated_at: now });
    return { url, width: img.width, height: img.height };
  }

  /** The stored picture, or null (an unknown or malformed name). */
  async read(name: string): Promise<Buffer | null> {
    if (!MEDIA_NAME.test(name)) return null;
    return this.storage.get(name);
  }

  /** Up to 8 members whose name starts with `prefix`, for @-mention autocomplete. */
  mentionNames(prefix: string) {
    return this.repo.namesByPrefix(prefix, 8);
  }
}

function formatKb(kb: number): string {
  return kb >= 1024 && kb % 1024 === 0 ? `${kb / 1024} MB` : `${kb} KB`;
}
