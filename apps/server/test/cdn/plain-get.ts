import http from 'node:http';

export interface PlainAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still compressed when the answer is). */
  bytes: Buffer;
  body: string;
}

/** A plain HTTP GET (no Accept-Encoding unless given), as a CDN's or the bench's request. */
export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

/** The headers that belong to the content, not to one answer. */
export const withoutPerAnswer = ({ date: _date, 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, ...headers }: http.IncomingHttpHeaders) => headers;
