import { ConfigError } from '../config';
import type { S3Config } from './storage';

/** Media storage (ADR 0033b): MEDIA_STORAGE=local (default) or s3. */
export type MediaConfig =
  | { storage: 'local'; dir: string }
  | { storage: 's3'; s3: S3Config };

export function parseMediaConfig(env: NodeJS.ProcessEnv): MediaConfig {
  const kind = (env.MEDIA_STORAGE || 'local').trim().toLowerCase();
  if (kind === 'local') return { storage: 'local', dir: env.MEDIA_DIR?.trim() || './data/media' };
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORAGE 无效："${env.MEDIA_STORAGE}"（只支持 local 与 s3）`);
  const need = (name: string): string => {
    const v = env[name]?.trim();
    if (!v) throw new ConfigError(`MEDIA_STORAGE=s3 需要设置 ${name}`);
    return v;
  };
  const endpoint = need('S3_ENDPOINT');
  try {
    const u = new URL(endpoint);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`S3_ENDPOINT 无效："${endpoint}"（应为 http(s):// 开头的地址，例如 https://s3.us-east-1.amazonaws.com）`);
  }
  const bucket = need('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET 无效："${bucket}"`);
  let prefix = (env.S3_PREFIX ?? 'media/').trim();
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  if (!/^[A-Za-z0-9/_.-]*$/.test(prefix) || prefix.startsWith('/') || prefix.includes('..')) throw new ConfigError(`S3_PREFIX 无效："${env.S3_PREFIX}"`);
  const style = (env.S3_PATH_STYLE || 'on').trim().toLowerCase();
  if (!['on', 'off'].includes(style)) throw new ConfigError(`S3_PATH_STYLE 无效："${env.S3_PATH_STYLE}"（只支持 on 与 off）`);
  const timeout = Number(env.S3_TIMEOUT_MS || 20_000);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 120_000) throw new ConfigError(`S3_TIMEOUT_MS 无效："${env.S3_TIMEOUT_MS}"（应为 100–120000）`);
  return {
    storage: 's3',
    s3: {
      endpoint, bucket, prefix,
      region: env.S3_REGION?.trim() || 'us-east-1',
      accessKeyId: need('S3_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
      pathStyle: style === 'on',
      timeoutMs: timeout,
    },
  };
}
