import { API_ROUTES, type ApiName } from '@agency/contract/api-routes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** One call of the API table: its name, path parameters and body (JSON unless the table says form or image). */
export interface Call {
  name: ApiName;
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  /** Image bytes for `image` calls. */
  bytes?: Buffer;
  /** A bearer token; admin calls default to the harness's admin. */
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  call: Call;
  status: number;
  body: string;
  json(): unknown;
}

let addressCounter = 0;
/** A distinct client address per request (198.18.0.0/15, for tests): per-address limits are tested on their own. */
function nextAddress(): string {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function pathOf(call: Call): string {
  const route = API_ROUTES[call.name];
  const path = route.path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = call.params?.[key];
    if (value === undefined) throw new Error(`${call.name}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
  return call.query ? `${path}?${call.query}` : path;
}

/** Sends calls to one of the instances under test (in turn, so two instances on PostgreSQL race each other). */
export function createSender(instances: FastifyInstance[], adminToken: () => string) {
  let turn = 0;
  return async function send(call: Call, instance = instances[turn++ % instances.length]!): Promise<Answer> {
    const route = API_ROUTES[call.name] as (typeof API_ROUTES)[ApiName] & { admin?: true; form?: true; image?: true };
    const headers: Record<string, string> = { ...call.headers };
    const token = call.token ?? (route.admin ? adminToken() : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined;
    if (route.image) {
      headers['content-type'] = 'image/jpeg';
      payload = call.bytes;
    } else if (route.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(call.body as Record<string, string>).toString();
    } else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.body);
    }
    const res: LightMyRequestResponse = await instance.inject({
      method: route.method,
      url: pathOf(call),
      headers,
      remoteAddress: nextAddress(),
      ...(payload !== undefined ? { payload } : {}),
    });
    return { call, status: res.statusCode, body: res.body, json: () => JSON.parse(res.body) as unknown };
  };
}

export type Send = ReturnType<typeof createSender>;

export async function countRows(db: Db, table: 'audit_entries' | 'inquiries' | 'applications' | 'package_picks' | 'package_views'): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * Sessions of this database left inside a transaction with no request running it (PostgreSQL): a request that failed
 * and gave its connection back with its transaction open (docs/decisions/091). Always none on SQLite.
 */
export async function sessionsIdleInTransaction(db: Db, kind: 'sqlite' | 'postgres'): Promise<number> {
  if (kind !== 'postgres') return 0;
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`.execute(db);
  return Number(rows[0]!.n);
}

export const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** What a client may be told when its write met another one: never a 5xx, and errors as JSON `{ message }`. */
export function problemOf(answer: Answer): string | undefined {
  if (answer.status >= 500) return `${answer.call.name} answered ${answer.status}: ${answer.body.slice(0, 300)}`;
  if (answer.status >= 400) {
    try {
      const body = answer.json() as { message?: unknown };
      if (typeof body.message !== 'string') return `${answer.call.name} ${answer.status} without a message: ${answer.body.slice(0, 200)}`;
    } catch {
      return `${answer.call.name} ${answer.status} is not JSON: ${answer.body.slice(0, 200)}`;
    }
  }
  return undefined;
}
