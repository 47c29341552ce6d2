import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { isLocalBlobStore } from '../../storage/local-blob-store';
import { localUploadRoutes } from './local-upload-routes';
import { mediaFileRoutes } from './media-file-routes';
import { presignRoutes } from './presign-routes';

/** Media uploads: the presign call for every driver; the upload endpoint and /media files for the local one. */
export function mediaRoutes(ctx: Pick<AppContext, 'storage' | 'requireAdmin'>): FastifyPluginAsync {
  return async (app) => {
    await app.register(presignRoutes(ctx));
    if (isLocalBlobStore(ctx.storage)) {
      await app.register(localUploadRoutes(ctx.storage));
      await app.register(mediaFileRoutes(ctx.storage.root));
    }
  };
}
