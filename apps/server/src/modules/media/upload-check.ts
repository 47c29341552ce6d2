import { BadRequestError, PayloadTooLargeError } from '../../errors';
import { MAGIC_BYTES_HEAD_LENGTH, matchesMagicBytes } from './magic-bytes';

/**
 * A stream step for uploads: fails with 413 as soon as the body passes maxBytes, and with 400
 * when the first bytes do not fit the declared content type (nothing is written before that check).
 */
export function uploadCheck(contentType: string, maxBytes: number) {
  return async function* check(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let total = 0;
    let head: Buffer | undefined = Buffer.alloc(0);
    const checkHead = (bytes: Buffer) => {
      if (!matchesMagicBytes(contentType, bytes)) {
        throw new BadRequestError(`파일 내용이 ${contentType} 형식이 아닙니다.`);
      }
    };
    for await (const chunk of chunks) {
      total += chunk.length;
      if (total > maxBytes) throw new PayloadTooLargeError(`파일이 너무 큽니다 (최대 ${maxBytes}바이트).`);
      if (head === undefined) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= MAGIC_BYTES_HEAD_LENGTH) {
        checkHead(head);
        yield head;
        head = undefined;
      }
    }
    if (head !== undefined) {
      checkHead(head);
      if (head.length > 0) yield head;
    }
  };
}
