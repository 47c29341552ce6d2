import { describe, expect, it } from 'vitest';
import { imageSources, loadingAttributes } from './image-sources';

describe('loadingAttributes', () => {
  it('priority: eager with fetchpriority high', () => {
    expect(loadingAttributes('priority')).toEqual({ loading: 'eager', fetchPriority: 'high', decoding: 'auto' });
  });
  it('eager and lazy: no fetch priority, async decoding', () => {
    expect(loadingAttributes('eager')).toEqual({ loading: 'eager', decoding: 'async' });
    expect(loadingAttributes('lazy')).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});

describe('imageSources (web)', () => {
  it('reads the media host from the app config by default', () => {
    expect(imageSources('/media/demo/a.jpg').src).toBe('/img/640/demo/a.jpg');
  });
});
