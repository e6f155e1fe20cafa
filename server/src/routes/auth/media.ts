import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedImage } from '../../../../contract/media';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { MEDIA_BODY_LIMIT } from '../../media/media-service';
import type { MediaPurpose } from '../../media/image-processing';
import { perUserBurst } from './article';

const uploadErrors = { ...errorReplies, 413: errorEnvelope, 415: errorEnvelope };

/**
 * /auth/v1/media — uploads (issue 33, ADR 0033b). The body is the picture itself (any
 * `image/*` or `application/octet-stream` content type: the type is decided by the bytes, never
 * by the header or a file name). A body over MEDIA_BODY_LIMIT is refused from its Content-Length
 * before it is read; visitors are refused by the group's onRequest hook before the body is read.
 */
export async function authMediaRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['media'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.media;
  // encapsulated: only these routes take raw bodies
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MEDIA_BODY_LIMIT }, (_req, body, done) => done(null, body));
  app.addContentTypeParser(/^image\/[\w.+-]+$/, { parseAs: 'buffer', bodyLimit: MEDIA_BODY_LIMIT }, (_req, body, done) => done(null, body));
  const viewer = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });
  const upload = (purpose: MediaPurpose) => async (request: FastifyRequest) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return ok(await svc().upload(viewer(request), purpose, body), purpose === 'avatar' ? '头像已更新' : '上传成功');
  };

  app.post(
    '/image',
    {
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: {
        tags, security,
        summary: '上传帖子或回复中的图片（请求体为图片本身；只接受 JPEG、PNG、WebP，按内容识别；服务器重新编码为 WebP、去除元数据，长边不超过 1600 像素）',
        response: { 200: envelope(uploadedImage), ...uploadErrors },
      },
      config: perUserBurst(base, 20),
    },
    upload('post'),
  );

  app.post(
    '/avatar',
    {
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: {
        tags, security,
        summary: '上传头像（请求体为图片本身；只接受 JPEG、PNG、WebP；裁成 256×256 的 WebP、去除元数据），成功后即为当前头像',
        response: { 200: envelope(uploadedImage), ...uploadErrors },
      },
      config: perUserBurst(base, 10),
    },
    upload('avatar'),
  );
}
