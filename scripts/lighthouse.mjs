// `npm run lighthouse`: Lighthouse 12 (mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU
// throttling) with Debian's Chromium on the public pages in both languages, median of 3 runs each, against the
// built server on a temporary SQLite database with the demo content. Writes reports/lighthouse/<time>/
// (summary.json, summary.md, the median run of each page as .json and .html), prints a table, and exits
// non-zero when a page misses a budget.
//
//   npm run lighthouse                      build if needed, all pages, 3 runs each
//   npm run lighthouse -- --runs 1 /about   quicker look at one page (both languages)
//   npm run lighthouse -- --no-build        use the existing build as it is
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildIfNeeded, root, startServer, stopOnSignals } from './lib/start-server.mjs';

// A page of each kind the loading frame draws (decisions 114, 121, 122); the demo's first production video is id 1.
export const PAGES = ['/', '/about', '/management', '/artist/seo-yoon', '/production', '/news', '/production/detail/1', '/casting'];
export const LANGUAGES = [
  { lang: 'ko', query: '' },
  { lang: 'en', query: '?lang=en' },
];
/** Category scores are 0..100; metrics in milliseconds (CLS unitless). */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function parseArgs(argv) {
  const options = { runs: 3, build: 'auto', pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--no-build') options.build = 'never';
    else if (arg === '--build') options.build = 'always';
    else if (arg.startsWith('/')) options.pages.push(arg);
    else throw new Error(`Unknown argument ${arg} (use --runs N, --no-build, --build, /page ...)`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a positive integer');
  return options;
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figures the budgets look at, from one Lighthouse result. */
export function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
  };
}

/** Each figure is the median of that figure over the runs (so one slow run does not decide). */
export function medianFigures(runs) {
  const all = runs.map(figures);
  return Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((f) => f[key]))]));
}

export function budgetMisses(f) {
  const misses = [];
  for (const id of CATEGORIES) {
    if (!(f[id] >= BUDGETS[id])) misses.push(`${id} ${f[id]} < ${BUDGETS[id]}`);
  }
  if (!(f.lcpMs <= BUDGETS.lcpMs)) misses.push(`LCP ${(f.lcpMs / 1000).toFixed(2)} s > ${BUDGETS.lcpMs / 1000} s`);
  if (!(f.tbtMs <= BUDGETS.tbtMs)) misses.push(`TBT ${Math.round(f.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  if (!(f.cls <= BUDGETS.cls)) misses.push(`CLS ${f.cls.toFixed(3)} > ${BUDGETS.cls}`);
  return misses;
}

function firstNode(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (found) return found;
  }
  return undefined;
}

/** Why a page misses: the LCP element, failing audits of the categories below budget, top opportunities. */
export function explain(lhr, f) {
  const notes = [];
  const lcpNode = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  if (lcpNode) notes.push(`LCP element: ${lcpNode.snippet ?? lcpNode.selector}`);
  for (const id of CATEGORIES) {
    if (f[id] >= BUDGETS[id] || id === 'performance') continue;
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id].title})`);
    if (failing.length > 0) notes.push(`${id} fails: ${failing.join('; ')}`);
  }
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 100)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  if (opportunities.length > 0) notes.push(`opportunities: ${opportunities.join('; ')}`);
  if (f.tbtMs > BUDGETS.tbtMs) {
    const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
    const top = bootup
      .slice(0, 3)
      .map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total)} ms`)
      .join('; ');
    if (top) notes.push(`main-thread JS: ${top}`);
  }
  return notes;
}

const fmt = {
  score: (v) => (Number.isFinite(v) ? String(v) : '-'),
  s: (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-'),
  ms: (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '-'),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : '-'),
};

export function table(rows) {
  const header = ['page', 'lang', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'FCP', 'result'];
  const body = rows.map((r) => [
    r.page,
    r.lang,
    fmt.score(r.median.performance),
    fmt.score(r.median.accessibility),
    fmt.score(r.median['best-practices']),
    fmt.score(r.median.seo),
    fmt.s(r.median.lcpMs),
    fmt.ms(r.median.tbtMs),
    fmt.cls(r.median.cls),
    fmt.s(r.median.fcpMs),
    r.misses.length === 0 ? 'ok' : 'MISS',
  ]);
  return { header, body };
}

function textTable({ header, body }) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

function markdownTable({ header, body }) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
}

/**
 * One Lighthouse run. Chromium on a loaded machine now and then loses the trace of a load (NO_NAVSTART,
 * NO_FCP: a tooling failure, not a result); such a run is repeated, at most twice, and said so.
 */
async function runLighthouse(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.log(`  ${url}: ${error.code} (trace lost), running again`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const pages = options.pages.length > 0 ? options.pages : PAGES;
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH).`);

  buildIfNeeded(options.build);
  const server = await startServer({ label: 'lighthouse' });
  stopOnSignals(server);
  let chrome;
  const rows = [];
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    console.log(`Server ${server.baseURL} (pid ${server.pid}), Chromium on port ${chrome.port}, ${options.runs} run(s) per page.`);
    for (const page of pages) {
      for (const { lang, query } of LANGUAGES) {
        const url = `${server.baseURL}${page}${query}`;
        const runs = [];
        for (let i = 0; i < options.runs; i++) {
          const result = await runLighthouse(url, chrome.port);
          runs.push({ lhr: result.lhr, html: result.report });
          const f = figures(result.lhr);
          console.log(
            `  ${page}${query} run ${i + 1}: perf ${f.performance}, a11y ${f.accessibility}, bp ${f['best-practices']}, ` +
              `seo ${f.seo}, LCP ${fmt.s(f.lcpMs)}, TBT ${fmt.ms(f.tbtMs)}, CLS ${fmt.cls(f.cls)}`,
          );
        }
        const medianRun = computeMedianRun(runs.map((r) => r.lhr));
        const med = medianFigures(runs.map((r) => r.lhr));
        const misses = budgetMisses(med);
        rows.push({
          page,
          lang,
          url: `${page}${query}`,
          median: med,
          runs: runs.map((r) => figures(r.lhr)),
          misses,
          notes: explain(medianRun, med),
          medianRun,
          medianHtml: runs.find((r) => r.lhr === medianRun).html,
          benchmarkIndex: medianRun.environment?.benchmarkIndex,
        });
      }
    }
  } finally {
    if (chrome) await chrome.kill();
    await server.stop();
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.join(root, 'reports/lighthouse', stamp);
  fs.mkdirSync(outDir, { recursive: true });
  for (const row of rows) {
    const slug = `${row.page === '/' ? 'home' : row.page.slice(1).replace(/\//g, '_')}.${row.lang}`;
    fs.writeFileSync(path.join(outDir, `${slug}.json`), JSON.stringify(row.medianRun));
    fs.writeFileSync(path.join(outDir, `${slug}.html`), row.medianHtml);
  }
  const summary = rows.map(({ medianRun: _r, medianHtml: _h, ...rest }) => rest);
  const lighthouseVersion = rows[0]?.medianRun.lighthouseVersion;
  const userAgent = rows[0]?.medianRun.environment?.hostUserAgent;
  fs.writeFileSync(
    path.join(outDir, 'summary.json'),
    JSON.stringify({ date: new Date().toISOString(), lighthouseVersion, userAgent, runsPerPage: options.runs, budgets: BUDGETS, pages: summary }, null, 2),
  );
  const t = table(rows);
  const failing = rows.filter((r) => r.misses.length > 0);
  const md = [
    `# Lighthouse ${new Date().toISOString()}`,
    '',
    `Lighthouse ${lighthouseVersion}, mobile defaults, ${userAgent}; median of ${options.runs} run(s) per page (each figure separately).`,
    `Budgets: performance >= ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, best practices >= ${BUDGETS['best-practices']}, ` +
      `SEO ${BUDGETS.seo}, LCP <= ${BUDGETS.lcpMs / 1000} s, TBT <= ${BUDGETS.tbtMs} ms, CLS <= ${BUDGETS.cls}.`,
    '',
    markdownTable(t),
    '',
    ...(failing.length > 0 ? ['## Misses', ''] : []),
    ...failing.flatMap((r) => [`- **${r.url}**: ${r.misses.join(', ')}`, ...r.notes.map((n) => `  - ${n}`)]),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(outDir, 'summary.md'), md);

  console.log(`\n${textTable(t)}\n`);
  for (const r of failing) {
    console.log(`${r.url}: ${r.misses.join(', ')}`);
    for (const note of r.notes) console.log(`    ${note}`);
  }
  console.log(`\nReport: ${path.relative(root, outDir)}/summary.md`);
  if (failing.length > 0) {
    console.error(`${failing.length} of ${rows.length} page(s) miss a budget.`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
