import type { MediaConfig } from './media-config';
import { LocalMediaStorage, S3MediaStorage, type MediaStorage } from './storage';

/** The media storage the environment asks for (MEDIA_STORAGE; ADR 0033b). */
export function createMediaStorage(cfg: MediaConfig): MediaStorage {
  return cfg.storage === 's3' ? new S3MediaStorage(cfg.s3) : new LocalMediaStorage(cfg.dir);
}
