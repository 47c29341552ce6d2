import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import vitestConfig from '../../../vitest.config';

/**
 * The rule that picks the databases of a server test file by its name (decision 097, vitest.config.ts), checked
 * against what each file imports and against the projects of vitest.config.ts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverDir = path.join(root, 'apps/server');
const testDir = path.join(serverDir, 'test');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// This file names what it looks for; it opens nothing.
const thisFile = fileURLToPath(import.meta.url);
const testFiles = [...filesUnder(path.join(serverDir, 'src')), ...filesUnder(testDir)].filter((file) => file.endsWith('.test.ts') && file !== thisFile);
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** The files a module imports from this repository (relative paths and the server's `@test/` alias). */
function localImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    let base: string;
    if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
    else if (specifier.startsWith('@test/')) base = path.join(testDir, specifier.slice('@test/'.length));
    else return [];
    const candidates = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')];
    return candidates.filter((candidate) => candidate.endsWith('.ts') && fs.existsSync(candidate)).slice(0, 1);
  });
}

/** Names that only code opening the database under test uses: its kind, the PostgreSQL server of the run. */
const DATABASE_UNDER_TEST = /\b(?:TEST_DB|testDbKind|pgAdminUrl|createTestDatabase)\b/;
const opening = new Map<string, boolean>();

/** Whether a file opens the database under test: itself, or through a helper (test-database.ts, build-test-app.ts, …). */
function opensDatabase(file: string): boolean {
  const known = opening.get(file);
  if (known !== undefined) return known;
  opening.set(file, false); // an import cycle adds nothing
  const opens =
    DATABASE_UNDER_TEST.test(fs.readFileSync(file, 'utf8')) ||
    localImports(file).some((imported) => imported.startsWith(`${testDir}${path.sep}`) && opensDatabase(imported));
  opening.set(file, opens);
  return opens;
}

/** A test that reads or changes the database behind the app itself: what it checks may depend on which one it is. */
const REACHES_INTO_DATABASE = /\.database\b|\bhandle\.db\b|\bsql`|\b(?:TEST_DB|testDbKind|pgAdminUrl|createTestDatabase)\b/;

/** The glob patterns of vitest.config.ts (`**`, `*` and plain names) as regular expressions. */
function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    if (glob.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      pattern += '(?:/.*)?';
      i += 2;
    } else if (glob[i] === '*') {
      pattern += '[^/]*';
    } else {
      pattern += glob[i]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

type Project = { test?: { name?: string; include?: string[]; exclude?: string[] } };
const projects = (vitestConfig.test?.projects ?? []).filter((p): p is Project => typeof p === 'object' && p !== null && 'test' in p);

function projectsOf(file: string): string[] {
  const name = relative(file);
  const matches = (globs: string[] | undefined) => (globs ?? []).some((glob) => globToRegExp(glob).test(name));
  return projects.filter((p) => matches(p.test?.include) && !matches(p.test?.exclude)).map((p) => p.test!.name!);
}

const isUnit = (file: string) => file.endsWith('.unit.test.ts');
const isHttp = (file: string) => file.endsWith('.http.test.ts');
/** What runs on PostgreSQL only (excluded from server-sqlite on purpose: outages of the database server, several instances). */
const postgresOnly = (file: string) => !projectsOf(file).includes('server-sqlite') && projectsOf(file).includes('server-postgres');

describe('which databases a server test file runs on (decision 097)', () => {
  it('finds the server test files and the helpers that open the database', () => {
    expect(testFiles.length).toBeGreaterThan(50);
    expect(opensDatabase(path.join(testDir, 'build-test-app.ts'))).toBe(true);
    expect(opensDatabase(path.join(testDir, 'free-port.ts'))).toBe(false);
  });

  it('names every file that opens no database *.unit.test.ts, and no *.unit.test.ts opens one', () => {
    const unnamed = testFiles.filter((file) => !opensDatabase(file) && !isUnit(file)).map(relative);
    const opening = testFiles.filter((file) => opensDatabase(file) && isUnit(file)).map(relative);
    expect(unnamed, 'These open no database: name them *.unit.test.ts').toEqual([]);
    expect(opening, 'These open a database: drop .unit from their names').toEqual([]);
  });

  it('lets a *.http.test.ts build a test app but never reach into its database', () => {
    const http = testFiles.filter(isHttp);
    expect(http.filter((file) => !opensDatabase(file)).map(relative), 'These open no database: name them *.unit.test.ts').toEqual([]);
    const reaching = http.filter((file) => REACHES_INTO_DATABASE.test(fs.readFileSync(file, 'utf8'))).map(relative);
    expect(reaching, 'These read or change the database themselves: drop .http so they run on PostgreSQL too').toEqual([]);
  });

  it('runs *.unit and *.http files once, on SQLite, and every other database test on SQLite and PostgreSQL', () => {
    const wrong = testFiles
      .map((file) => {
        const expected = isUnit(file) || isHttp(file) ? ['server-sqlite'] : postgresOnly(file) ? ['server-postgres'] : ['server-sqlite', 'server-postgres'];
        return { file: relative(file), projects: projectsOf(file), expected };
      })
      .filter(({ projects: actual, expected }) => actual.join() !== expected.join());
    expect(wrong).toEqual([]);
  });

  it('reads the globs of vitest.config.ts as vitest does', () => {
    expect(globToRegExp('apps/server/src/**/*.test.ts').test('apps/server/src/modules/a/a.test.ts')).toBe(true);
    expect(globToRegExp('apps/server/src/**/*.test.ts').test('apps/server/src/a.test.ts')).toBe(true);
    expect(globToRegExp('**/*.http.test.ts').test('apps/server/test/compression.http.test.ts')).toBe(true);
    expect(globToRegExp('**/*.http.test.ts').test('apps/server/test/compression.test.ts')).toBe(false);
    expect(globToRegExp('apps/server/test/postgres/**').test('apps/server/test/postgres/pool-limits.test.ts')).toBe(true);
    expect(globToRegExp('**/node_modules/**').test('apps/server/node_modules/x/a.test.ts')).toBe(true);
  });
});
