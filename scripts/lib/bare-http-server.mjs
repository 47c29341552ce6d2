// The bench's yardstick (`npm run bench`): a bare node:http server, nothing but the standard library, serving the
// same bytes with the same headers as the site's server. Run as its own process:
//
//   node scripts/lib/bare-http-server.mjs <manifest.json> <port>
//
// The manifest lists { path, acceptEncoding, status, headers, body (base64) } answers, kept in memory like a cached
// answer, and { path, acceptEncoding, status, headers, file } answers, read from disk on every request like a
// static-file server. An answer is chosen by the request's path and Accept-Encoding (a compressed copy is another
// answer, as with precompressed files).
import fs from 'node:fs';
import http from 'node:http';

const [manifestFile, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(fs.readFileSync(manifestFile, 'utf8')).map((entry) => [
    `${entry.path}\n${entry.acceptEncoding}`,
    { ...entry, body: entry.body === undefined ? undefined : Buffer.from(entry.body, 'base64') },
  ]),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(`${request.url}\n${request.headers['accept-encoding'] ?? ''}`);
  if (!answer) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
    return;
  }
  if (answer.body !== undefined) {
    response.writeHead(answer.status, answer.headers).end(answer.body);
    return;
  }
  const stream = fs.createReadStream(answer.file);
  stream.on('error', () => response.destroy());
  response.writeHead(answer.status, answer.headers);
  stream.pipe(response);
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
