import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectedVersion } from './if-match';

const withIfMatch = (value?: string) => ({ headers: value === undefined ? {} : { 'if-match': value } }) as FastifyRequest;

describe('expectedVersion', () => {
  it('reads the version of a tag as the server sent it, compressed or not, strong or weak', () => {
    for (const tag of ['"3"', 'W/"3"', '"3-br"', '"3-gzip"', '"3-deflate"', '"3-zstd"', 'W/"3-br"', ' "3-br" ']) {
      expect(expectedVersion(withIfMatch(tag)), tag).toBe(3);
    }
  });

  it('has no version without the header or for *, and none that can match for a tag that is no version', () => {
    expect(expectedVersion(withIfMatch())).toBeUndefined();
    expect(expectedVersion(withIfMatch('*'))).toBeUndefined();
    for (const tag of ['3', '"3-br', '"3-compress"', '"3br"', '"abc-br"', '"-br"', '"3", "4"', '"12345678901"']) {
      expect(expectedVersion(withIfMatch(tag)), tag).toBeNull();
    }
  });
});
