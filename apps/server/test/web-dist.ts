import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app's two shells (public and admin) in a temporary folder, for tests of the served pages. */
export function makeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-seo-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="ko">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="static shell description" />\n    <title>STATIC SHELL TITLE</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  fs.writeFileSync(
    path.join(dist, 'admin.html'),
    '<!doctype html>\n<html lang="ko">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/admin-1.js"></script></body>\n</html>\n',
  );
  return dist;
}
