import { mediaContentType } from '@agency/contract/media';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { BadRequestError } from '../../errors';
import { endpoint } from '../../lib/endpoint';
import { isLocalBlobStore } from '../../storage/local-blob-store';
import { localUploadRoutes } from './local-upload-routes';
import { mediaFileRoutes } from './media-file-routes';

/** Media uploads: the presign call for every driver; the upload endpoint and /media files for the local one. */
export async function registerMedia(app: FastifyInstance, { storage }: AppContext): Promise<void> {
  // POST /api/s3/getPreSignedUrl: an upload URL for the configured driver (local or S3).
  endpoint(app, 'presignUpload', async (request) => {
    const { path } = request.body;
    const contentType = mediaContentType(path);
    if (!contentType) throw new BadRequestError('지원하지 않는 파일 형식입니다.');
    const url = await storage.createUploadUrl(path, contentType);
    return { url, contentType, publicUrl: storage.publicUrl(path) };
  });
  if (isLocalBlobStore(storage)) {
    await app.register(localUploadRoutes(storage));
    await app.register(mediaFileRoutes(storage.root));
  }
}
