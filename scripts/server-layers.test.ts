import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layers are kept by lint (decision 103): each rule is shown failing on a probe file placed inside its
 * zone, next to a probe it lets through. The real tree is checked by `npm run lint` with the same configuration (a second
 * whole-tree lint here took 42 s of the test time).
 */
const root = path.resolve(import.meta.dirname, '..');
const src = 'apps/server/src';
const LAYER_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax'];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The layer rules' reports on `code` linted as if it were the file at `file` (relative to the repository). */
async function layerReports(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId !== null && LAYER_RULES.includes(message.ruleId));
}

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((message) => message.ruleId);

describe('server layer rules (decision 103)', { timeout: 60_000 }, () => {
  const service = `${src}/modules/packages/probe-service.ts`;

  it("refuses a module importing another module's repository or routes, or what is above the modules", async () => {
    for (const code of [
      "import { findByIds } from '../artists/artists-repository';\nexport const probe = findByIds;\n",
      "import { registerArtists } from '../artists/artists-routes';\nexport const probe = registerArtists;\n",
      "import { buildApp } from '../../app';\nexport const probe = buildApp;\n",
      "import { createMediaCleanupJob } from '../../jobs/media-cleanup-job';\nexport const probe = createMediaCleanupJob;\n",
      "import { migrateToLatest } from '../../db/migrate';\nexport const probe = migrateToLatest;\n",
    ]) {
      expect(rulesOf(await layerReports(service, code)), code).toEqual(['import-x/no-restricted-paths']);
    }
  });

  it("lets a module import its own folder, the contract, the kernel and another module's service or public entry", async () => {
    const code = [
      "import { PACKAGE_NOT_FOUND } from '@agency/contract/packages';",
      "import type { Db } from '../../db/database';",
      "import { inTransaction } from '../../db/transaction';",
      "import { isUniqueViolation } from '../../db/database-errors';",
      "import { NotFoundError } from '../../errors';",
      "import type { Clock } from '../../lib/clock';",
      "import type { BlobStore } from '../../storage/blob-store';",
      "import type { ArtistsService } from '../artists/artists-service';",
      "import type { AuditLog } from '../audit/audit-log';",
      "import { siteOrigin } from '../seo/site-origin';",
      "import * as repo from './packages-repository';",
      'export type Probe = [Db, Clock, BlobStore, ArtistsService, AuditLog, typeof repo];',
      'export const probe = [PACKAGE_NOT_FOUND, inTransaction, isUniqueViolation, NotFoundError, siteOrigin];',
      '',
    ].join('\n');
    expect(await layerReports(service, code)).toEqual([]);
  });

  it('refuses the query builder outside repositories and db/: its import, the table types and query calls', async () => {
    expect(rulesOf(await layerReports(service, "import { sql } from 'kysely';\nexport const probe = sql;\n"))).toEqual(['no-restricted-imports']);
    expect(rulesOf(await layerReports(service, "import type { UsersTable } from '../../db/schema';\nexport type Probe = UsersTable;\n"))).toEqual([
      'no-restricted-imports',
    ]);
    const query = "import type { DbOrTx } from '../../db/database';\nexport const probe = (db: DbOrTx) => db.selectFrom('artists').selectAll().execute();\n";
    expect(rulesOf(await layerReports(service, query))).toEqual(['no-restricted-syntax']);
    expect(rulesOf(await layerReports(`${src}/jobs/probe-job.ts`, query))).toEqual(['no-restricted-syntax']);
    // The same in a repository is where it belongs.
    expect(await layerReports(`${src}/modules/packages/probe-repository.ts`, `import { sql } from 'kysely';\nexport const lock = sql\`select 1\`;\n${query}`)).toEqual([]);
  });

  it('refuses routes that import the database or a repository', async () => {
    const routes = `${src}/modules/packages/probe-routes.ts`;
    expect(rulesOf(await layerReports(routes, "import type { Db } from '../../db/database';\nexport type Probe = Db;\n"))).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf(await layerReports(routes, "import * as repo from './packages-repository';\nexport const probe = repo;\n"))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await layerReports(routes, "import type { PackagesService } from './packages-service';\nexport type Probe = PackagesService;\n")).toEqual([]);
  });

  it('refuses a migration importing anything but kysely', async () => {
    const migration = `${src}/db/migrations/2099-01-01-probe.ts`;
    for (const code of [
      "import { ARTIST_FIELDS } from '@agency/contract/artist-fields';\nexport const probe = ARTIST_FIELDS;\n",
      "import type { Clock } from '../../lib/clock';\nexport type Probe = Clock;\n",
      "import { z } from 'zod';\nexport const probe = z;\n",
    ]) {
      expect(rulesOf(await layerReports(migration, code)), code).toEqual(['no-restricted-imports']);
    }
    expect(await layerReports(migration, "import { sql, type Kysely } from 'kysely';\nexport async function up(db: Kysely<any>) {\n  await sql`select 1`.execute(db);\n}\n")).toEqual([]);
  });
});

/** Every import of apps/server/src, type-only ones too (import-x/no-cycle leaves those out), as a graph. */
function serverImportGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  walk(path.join(root, src));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
    const targets = imports
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name))
      .flatMap((base) => [`${base}.ts`, path.join(base, 'index.ts')].filter((candidate) => files.includes(candidate)).slice(0, 1));
    graph.set(file, targets);
  }
  return graph;
}

/** One cycle through `graph`, as its files, or undefined. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | undefined => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    trail.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('server import graph', () => {
  it('has no cycle, counting type-only imports', () => {
    const cycle = findCycle(serverImportGraph());
    expect(cycle?.map((file) => path.relative(root, file))).toBeUndefined();
  });

  it('finds a cycle when there is one (the check itself)', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', []]]))).toBeUndefined();
  });
});
