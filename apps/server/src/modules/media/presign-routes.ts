import { mediaContentType, presignRequestSchema, type PresignResponse } from '@agency/contract/media';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { BadRequestError } from '../../errors';
import type { ZodTypeProvider } from '../../plugins/zod-validation';

/** POST /api/s3/getPreSignedUrl: an upload URL for the configured driver (local or S3), admin only. */
export function presignRoutes(ctx: Pick<AppContext, 'storage' | 'requireAdmin'>): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // onRequest: the token is checked before the body is parsed or validated (401/403 come first).
    app.post(
      '/api/s3/getPreSignedUrl',
      { schema: { body: presignRequestSchema }, onRequest: ctx.requireAdmin },
      async (request): Promise<PresignResponse> => {
        const { path } = request.body;
        const contentType = mediaContentType(path);
        if (!contentType) throw new BadRequestError('Unsupported file type');
        const url = await ctx.storage.createUploadUrl(path, contentType);
        return { url, contentType, publicUrl: ctx.storage.publicUrl(path) };
      },
    );
  };
}
