import fc from 'fast-check';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';

/** Cases per run: 1,000 in `npm test`, more with FUZZ_RUNS (e.g. FUZZ_RUNS=10000 for the full run). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Reproduce a failure with FUZZ_SEED (printed by fast-check with the counterexample). */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

export const TABLES: (keyof Database)[] = [
  'users',
  'login_throttle',
  'page_contents',
  'page_content_texts',
  'page_content_images',
  'page_content_videos',
  'artists',
  'artist_detail_images',
  'artist_detail_videos',
  'artist_monthly_views',
  'artist_view_month_closures',
  'traffic_sources',
  'traffic_monthly',
  'traffic_month_closures',
  'inquiries',
  'inquiry_attempts',
];

export type RowCounts = Record<string, number>;

/** Row counts of every table in one query (cheap enough to take around each case). */
export async function rowCounts(db: Db): Promise<RowCounts> {
  const columns = sql.join(TABLES.map((t) => sql`(select count(*) from ${sql.table(t)}) as ${sql.ref(t)}`));
  const { rows } = await sql<Record<string, number | string>>`select ${columns}`.execute(db);
  const counts: RowCounts = {};
  for (const t of TABLES) counts[t] = Number(rows[0]![t]);
  return counts;
}

// ---------- values ----------

const BIG_STRING = 'A'.repeat(200_000);
const HUGE_BODY = `{"x":"${'B'.repeat(1_100_000)}"}`;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const weirdString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '..',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'javascript:alert(1)',
    '\ud800',
    '한국어',
    '🙂',
    BIG_STRING,
    'true',
    'null',
    '1e309',
  ),
);

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, -0),
);

/** Any JSON-ish value, with prototype-pollution keys and wrong types mixed in. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    weirdString,
    weirdNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...POLLUTION_KEYS)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A valid body of each route that takes one; mutations of it reach past the first validation errors. */
export type SampleBodies = Record<string, Record<string, unknown>>;

function mutate(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(sample);
  return fc.oneof(
    // one field replaced by anything
    fc.tuple(fc.constantFrom(...keys), anyValue).map(([k, v]) => ({ ...sample, [k]: v })),
    // one field removed
    fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(sample).filter(([key]) => key !== k))),
    // an extra key, pollution keys included (JSON text keeps __proto__ as an own key)
    fc.tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 8 })), anyValue).map(([k, v]) => {
      const copy: Record<string, unknown> = { ...sample };
      Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true, writable: true });
      return copy;
    }),
    // array items replaced by anything
    fc.tuple(fc.constantFrom(...keys), fc.array(anyValue, { maxLength: 3 })).map(([k, v]) => ({ ...sample, [k]: v })),
    fc.constant(sample),
  );
}

export type BodyKind = 'json' | 'form' | 'text' | 'multipart' | 'octet' | 'none' | 'malformed-json' | 'raw-json';

export interface GeneratedBody {
  kind: BodyKind;
  contentType?: string;
  payload?: string | Buffer;
}

export function bodyArbitrary(sample: Record<string, unknown> | undefined): fc.Arbitrary<GeneratedBody> {
  const value = sample ? fc.oneof({ weight: 3, arbitrary: mutate(sample) }, { weight: 1, arbitrary: anyValue }) : anyValue;
  const json = value.map((v): GeneratedBody => ({ kind: 'json', contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' }));
  const form = fc
    .array(fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('username', 'password', ...POLLUTION_KEYS, 'a[b]')), weirdString), {
      maxLength: 5,
    })
    .map((pairs): GeneratedBody => {
      const params = new URLSearchParams();
      for (const [k, v] of pairs) params.append(k, v);
      return { kind: 'form', contentType: 'application/x-www-form-urlencoded', payload: params.toString() };
    });
  const rawJson = fc
    .constantFrom(
      deepArray(5_000),
      deepObject(5_000),
      deepArray(100_000),
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
      HUGE_BODY,
      '"just a string"',
      '1e999',
      '[]',
      '{}',
      'null',
    )
    .map((payload): GeneratedBody => ({ kind: 'raw-json', contentType: 'application/json', payload }));
  const malformed = fc
    .constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', '\u0000', '{"a":"\ud800"}', '[1,2', '\ufeff{}', 'NaN')
    .map((payload): GeneratedBody => ({ kind: 'malformed-json', contentType: 'application/json; charset=utf-8', payload }));
  const text = weirdString.map((payload): GeneratedBody => ({ kind: 'text', contentType: 'text/plain', payload }));
  const multipart = weirdString.map(
    (s): GeneratedBody => ({
      kind: 'multipart',
      contentType: 'multipart/form-data; boundary=XyZ',
      payload: `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${s}\r\n--XyZ--\r\n`,
    }),
  );
  const octet = fc
    .tuple(fc.constantFrom('application/octet-stream', 'image/png', 'image/jpeg'), fc.uint8Array({ maxLength: 64 }))
    .map(([contentType, bytes]): GeneratedBody => ({ kind: 'octet', contentType, payload: Buffer.from(bytes) }));
  const odd = fc
    .tuple(fc.constantFrom('application/xml', 'application/json-patch+json', 'foo/bar', ';;;', 'application/json; charset=latin1', ''), value)
    .map(([contentType, v]): GeneratedBody => ({ kind: 'json', contentType, payload: JSON.stringify(v) ?? 'null' }));
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: form },
    { weight: 1, arbitrary: rawJson },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: octet },
    { weight: 1, arbitrary: odd },
    { weight: 1, arbitrary: fc.constant<GeneratedBody>({ kind: 'none' }) },
  );
}

/** A path segment for `:param` or `*`: unicode, '..', huge, negative, float, encoded or raw. */
export function paramArbitrary(known: string[]): fc.Arbitrary<string> {
  const encoded = fc
    .oneof(
      weirdString.filter((s) => s.length < 1000),
      weirdNumber.map(String),
      fc.constantFrom('1', '0', '-1', '1.5', '1e3', '99999999999999999999', '0x10', ' 1', '1 ', 'NaN', 'Infinity', '２'),
    )
    .map((s) => {
      try {
        return encodeURIComponent(s);
      } catch {
        return 'x';
      }
    });
  const raw = fc.constantFrom('..', '.', '%', '%zz', '%E0%A4%A', '%2e%2e', '..%2f..%2fetc', 'a/b', '%00', '%F0%9F%99%82', 'a;b', 'a?b=1');
  return known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: encoded }, { weight: 1, arbitrary: raw }, { weight: 2, arbitrary: fc.constantFrom(...known) })
    : fc.oneof({ weight: 3, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

export const queryArbitrary: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('page', 'pageSize', 'utm_source', 'source', ...POLLUTION_KEYS, 'a[b]', ''), fc.string({ maxLength: 6 })),
      fc.oneof(weirdString.filter((s) => s.length < 1000), weirdNumber.map(String)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => {
    if (pairs.length === 0) return '';
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    return `?${params.toString()}`;
  });

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
export const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*', ''),
    'if-none-match': fc.oneof(headerValue, fc.constant('*'), fc.constant('W/"x"')),
    'if-modified-since': fc.oneof(headerValue, fc.constant('Thu, 01 Jan 1970 00:00:00 GMT')),
    range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999-', 'bytes=a-b', 'bytes=0-1,2-3'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
    'x-forwarded-for': headerValue,
    'user-agent': fc.oneof(headerValue, fc.constant('Googlebot/2.1')),
    'x-custom': headerValue,
    cookie: fc.oneof(headerValue, fc.constant('token=abc')),
  },
  { requiredKeys: [] },
);

export type AuthKind = 'none' | 'admin' | 'garbage';

/** The assertions of every case: no 5xx, errors are JSON `{ message: string }`. */
export function checkResponse(method: string, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400 || method === 'HEAD') return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `error ${res.statusCode} is ${type || 'without content type'}: ${res.body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `error ${res.statusCode} body is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof (parsed as { message?: unknown } | null)?.message !== 'string') return `error ${res.statusCode} has no string message: ${res.body.slice(0, 200)}`;
  return undefined;
}

export function describeCase(options: InjectOptions): string {
  const payload = options.payload;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : '';
  return `${options.method} ${String(options.url)} ${JSON.stringify(options.headers ?? {})} ${text.slice(0, 300)}${text.length > 300 ? '…' : ''}`;
}
