import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@agency/server';

/**
 * The folder apps/server/assets, wherever this code runs from: the sources (tsx, vitest:
 * apps/server/src/db/seed/) or the bundle (apps/server/dist/main.js, cli.js). Returns undefined
 * when it cannot be found (for example a bundle copied elsewhere without its assets).
 */
export function findServerAssetsDir(from: string | URL = import.meta.url): string | undefined {
  const start = path.dirname(typeof from === 'string' && !from.startsWith('file:') ? from : fileURLToPath(from));
  const candidates = [path.resolve(start, '../assets'), path.resolve(start, '../../../assets')];
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isServerPackage(dir)) candidates.push(path.join(dir, 'assets'));
    if (path.dirname(dir) === dir) break;
  }
  return candidates.find((dir) => isServerAssetsDir(dir));
}

function isServerPackage(dir: string): boolean {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
    return pkg.name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

function isServerAssetsDir(dir: string): boolean {
  return isServerPackage(path.dirname(dir)) && fs.existsSync(path.join(dir, 'demo'));
}
