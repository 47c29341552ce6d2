import { PassThrough, type Readable } from 'node:stream';
import { MAX_VIDEO_BYTES, mediaContentType, mediaPathProblem } from '@agency/contract/media';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { BadRequestError, ForbiddenError, PayloadTooLargeError } from '../../errors';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { LOCAL_UPLOAD_ROUTE_PREFIX, type LocalBlobStore } from '../../storage/local-blob-store';
import { uploadCheck } from './upload-check';

const uploadQuerySchema = z.object({
  contentType: z.string().max(100).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

/** The media type of a Content-Type header, without parameters. */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * PUT /api/media/upload/<path>?contentType&expires&signature: the local driver's stand-in for an
 * S3 presigned PUT. The HMAC signature is the authorization (no bearer token); the body is
 * streamed to disk, never buffered.
 */
export function localUploadRoutes(store: LocalBlobStore): FastifyPluginAsync {
  return async (fastify) => {
    // In this plugin only: every content type reaches the handler as the raw stream.
    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.put(
      `${LOCAL_UPLOAD_ROUTE_PREFIX}*`,
      // The size limit is enforced per type while streaming; this is the outer bound.
      { bodyLimit: MAX_VIDEO_BYTES, schema: { querystring: uploadQuerySchema } },
      // Refused before its body has all arrived (403, 413, 400), the answer goes out and the connection ends gently
      // (plugins/body-deadline.ts), so the client reads it.
      async (request, reply) => {
        const raw = request.raw;
        const key = (request.params as { '*': string })['*'];
        const signature = store.verifyUpload(key, request.query);
        if (signature === 'expired') throw new ForbiddenError('업로드 주소가 만료되었습니다. 다시 시도하세요.');
        if (signature !== 'valid') throw new ForbiddenError('업로드 주소의 서명이 올바르지 않습니다.');

        const problem = mediaPathProblem(key);
        if (problem) throw new BadRequestError(problem);
        const contentType = request.query.contentType!;
        if (mediaContentType(key) !== contentType) throw new BadRequestError('지원하지 않는 파일 형식입니다.');
        // Like S3, a PUT with another content type than the signed one does not match the signature.
        if (mediaTypeOf(request.headers['content-type']) !== contentType) {
          throw new ForbiddenError(`업로드는 Content-Type: ${contentType}(으)로 보내야 합니다.`);
        }

        const maxBytes = store.maxUploadBytes(contentType);
        if (Number(request.headers['content-length']) > maxBytes) {
          throw new PayloadTooLargeError(`파일이 너무 큽니다 (최대 ${maxBytes}바이트).`);
        }

        // A pass-through keeps the request (and its socket) alive when the check fails, so the
        // client still gets its 413 or 400.
        const source = request.body as Readable | undefined;
        const body = new PassThrough();
        if (source) {
          source.pipe(body);
          source.on('close', () => {
            if (!raw.complete) body.destroy(new BadRequestError('업로드가 중단되었습니다.'));
          });
        } else {
          body.end();
        }
        try {
          await store.writeStream(key, body, uploadCheck(contentType, maxBytes));
        } finally {
          source?.unpipe(body);
        }
        return reply.code(204).send();
      },
    );
  };
}
