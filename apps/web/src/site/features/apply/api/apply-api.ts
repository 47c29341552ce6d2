import type { ApplicationSubmit } from '@agency/contract/applications';
import { call } from '@shared/api/api-client';

/** POST /api/applications/photos: one photo, stored privately until the application is sent; answers its id. */
export async function uploadApplicationPhoto(file: File, signal?: AbortSignal): Promise<string> {
  const { id } = await call('uploadApplicationPhoto', { body: file, signal });
  return id;
}

/** POST /api/applications */
export function submitApplication(body: ApplicationSubmit): Promise<unknown> {
  return call('submitApplication', { body });
}
