import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { uploadOrigins } from './upload-origins';

const s3 = { MEDIA_DRIVER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', MEDIA_PUBLIC_BASE_URL: 'https://cdn.example.com' };

describe('uploadOrigins', () => {
  it('is empty for local media (uploads go to this server)', () => {
    expect(uploadOrigins(loadConfig({}).media)).toEqual([]);
  });
  it('names the virtual-hosted bucket on AWS', () => {
    expect(uploadOrigins(loadConfig({ ...s3, S3_REGION: 'ap-northeast-2' }).media)).toContain(
      'https://media.s3.ap-northeast-2.amazonaws.com',
    );
  });
  it('names the endpoint, and the bucket host unless path style is forced', () => {
    expect(uploadOrigins(loadConfig({ ...s3, S3_ENDPOINT: 'https://r2.example.com' }).media)).toEqual([
      'https://r2.example.com',
      'https://media.r2.example.com',
    ]);
    expect(uploadOrigins(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).media)).toEqual([
      'http://127.0.0.1:9000',
    ]);
  });
});
