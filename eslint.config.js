import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

const web = './apps/web/src';
const server = './apps/server/src';

/** The feature folders of one area of the web app (`site` or `admin`). */
const featuresOf = (area) => fs.readdirSync(`${web}/${area}/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * The layers of one area (Bulletproof React): shared code (components, lib) → features → app (router, layout,
 * page modules). Features do not import each other; what two features need lives in components or lib.
 */
function areaZones(area) {
  const root = `${web}/${area}`;
  const composition = [`${root}/app`, ...(area === 'site' ? [`${root}/pages`] : [])];
  return [
    ...['components', 'lib'].map((layer) => ({
      target: `${root}/${layer}`,
      from: [`${root}/features`, ...composition],
      message: `${area}/${layer} is shared code: it must not import features or the app.`,
    })),
    { target: `${root}/features`, from: composition, message: 'Features are composed by the app, never the other way round.' },
    ...featuresOf(area).map((feature) => ({
      target: `${root}/features/${feature}`,
      from: `${root}/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other: move what both need to components or lib.',
    })),
  ];
}

/**
 * The public page table (packages/contract/src/public-pages.ts, plain data without imports), compiled the way Vite
 * reads it, so the rule below follows its paths.
 */
async function loadPublicPages() {
  const source = fs.readFileSync('./packages/contract/src/public-pages.ts', 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  return (await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`)).PUBLIC_PAGES;
}

/**
 * A string or template starting with a public page's path (`'/management'`, `` `/artist/${x}` ``): the web app builds
 * these from the table (`publicPagePath`, decision 099). The home page's `/` is refused only as a link's target (below):
 * every path starts with it.
 * `\x2F` is a slash: selectors' regular expressions cannot hold one.
 */
const pagePathPrefixes = [...new Set(Object.values(await loadPublicPages()).map((page) => page.path.split('/')[1]).filter(Boolean))];
const pagePathPattern = `^\\x2F(?:${pagePathPrefixes.join('|')})(?:[\\x2F?#]|$)`;
const pagePathMessage = 'A public page path is built from the page table: publicPagePath() or PUBLIC_PAGES of @agency/contract/public-pages (decision 099).';

const layerZones = [
  // The public site and the admin are two entries: neither may reach into the other.
  { target: `${web}/site`, from: `${web}/admin`, message: 'The public site never imports admin code (apps/web/src/admin).' },
  { target: `${web}/admin`, from: `${web}/site`, message: 'The admin does not import public-site code: move what both need to apps/web/src/shared.' },
  { target: `${web}/shared`, from: [`${web}/site`, `${web}/admin`], message: 'apps/web/src/shared is used by both entries and imports neither.' },
  ...areaZones('site'),
  ...areaZones('admin'),
  // The server: lib and plugins are below the feature modules.
  { target: [`${server}/lib`, `${server}/plugins`], from: `${server}/modules`, message: 'Server lib and plugins never import feature modules.' },
  // The contract is what both sides share: it imports neither.
  { target: './packages/contract', from: './apps', message: 'The contract package does not import the apps.' },
];

/**
 * The server's layers (decision 103). A feature module (apps/server/src/modules/<m>) imports its own folder, the
 * contract, the kernel below, and another module only through that module's service (`*-service.ts`), its history
 * kind (`*-audit.ts`) or one of its public entries listed here; never another module's repository or routes.
 */
const serverRoot = path.resolve(server);
const serverKernel = [
  'lib/**',
  // Errors, configuration types, the registration types routes receive (AppContext) and the cached public reads (a
  // facade over services).
  '@(errors|config|app-context|public-reads).ts',
  // The database handle's types, transactions, error helpers and the helpers of tables every module shares.
  'db/@(database|transaction|database-errors|schema|advisory-lock|counter-writes|edit-version|month-closures|row-order|settings).ts',
  // Ports of the outside world, injected by app-context: storage, mail, the Fastify plugins routes build on.
  'storage/**',
  'mail/**',
  'plugins/**',
];
const serverPublicEntries = {
  audit: ['audit-kind.ts', 'audit-log.ts', 'order-kind.ts'],
  auth: ['password.ts', 'two-factor-requirement.ts'],
  media: ['media-guard.ts', 'media-references.ts'],
  images: ['work-limiter.ts'],
  seo: ['site-origin.ts', 'seo-language.ts'],
  purge: ['public-urls.ts'],
  applications: ['application-photo-refs.ts'],
};
const moduleMessage =
  'A server module imports its own folder, @agency/contract and the kernel (lib, errors, db helpers, storage, mail, plugins); another module only through its *-service.ts, *-audit.ts or a public entry listed in eslint.config.js (decision 103).';
const serverZones = [
  ...fs
    .readdirSync(`${server}/modules`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map(({ name }) => ({
      target: `${server}/modules/${name}`,
      from: `${server}/**`,
      except: [
        `${serverRoot}/modules/${name}/**`,
        ...serverKernel.map((glob) => `${serverRoot}/${glob}`),
        `${serverRoot}/modules/*/*-{service,audit}.ts`,
        ...Object.entries(serverPublicEntries).map(([module, files]) => `${serverRoot}/modules/${module}/@(${files.join('|')})`),
      ],
      message: moduleMessage,
    })),
  {
    target: `${server}/modules/**/*-routes.ts`,
    from: `${server}/db`,
    message: 'Routes never touch the database: they call a service (decision 103).',
  },
  {
    target: `${server}/modules/**/*-routes.ts`,
    from: `${server}/**/*-repository.ts`,
    message: 'Routes never touch the database: they call a service, not a repository (decision 103).',
  },
];

/** Only repositories (and the db/ kernel, migrations and seed) hold the query builder (decision 103). */
const queryBuilderMessage = 'Only repositories (*-repository.ts) and apps/server/src/db hold queries: move this into a repository (decision 103).';
const queryCalls = ['selectFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'selectNoFrom'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-console': 'off',
      // A `${…}` in a quoted string is a template literal written with the wrong quotes (issue 36, decision 109).
      'no-template-curly-in-string': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${pagePathPattern}/]`, message: pagePathMessage },
        { selector: `TemplateElement[value.raw=/${pagePathPattern}/]`, message: pagePathMessage },
        // The home page's `/` where a link goes (`to`, `href`): not every '/' is a path.
        { selector: "JSXAttribute[name.name=/^(to|href)$/] > Literal[value='/']", message: pagePathMessage },
        { selector: "Property[key.name=/^(to|href)$/] > Literal[value='/']", message: pagePathMessage },
      ],
    },
  },
  {
    // The server's layers (decision 103), beside the app-wide zones above (a later block's options replace the earlier).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-repository.ts', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: queryBuilderMessage }],
          patterns: [{ regex: '(^|/)db/schema$', message: `The table types are the repositories' too. ${queryBuilderMessage}` }],
        },
      ],
      'no-restricted-syntax': ['error', { selector: `CallExpression > MemberExpression.callee[property.name=/^(${queryCalls.join('|')})$/]`, message: queryBuilderMessage }],
    },
  },
  {
    // A migration is frozen in time: it imports kysely only (the list in index.ts imports the migrations).
    files: ['apps/server/src/db/migrations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!kysely$)(?!\\./\\d{4}-\\d{2}-\\d{2}-)', message: 'Migrations import only kysely: never application code (decision 103).' }] }],
    },
  },
  {
    // Migrations are frozen in time and take Kysely<any> by design.
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    // Tests quote `${…}` on purpose (the texts their scans must find).
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-template-curly-in-string': 'off' },
  },
);
