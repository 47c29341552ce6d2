import type { ApiBody, ApiParams, ApiQuery, ApiResponse } from '@agency/contract/api';
import { API_ROUTES, type ApiName } from '@agency/contract/api-routes';
import { EDIT_CONFLICT, ifMatchOf } from '@agency/contract/edit-version';
import { fillPath } from '@agency/contract/path-template';
import { publicPagePath } from '@agency/contract/public-pages';
import { noteSessionEnded } from '@shared/session-ended';
import { endSession, getStoredToken } from '@shared/session';

/** Error of any API call: HTTP status (0 for network failures) and the server's `{message}`. */
export class ApiError extends Error {
  /** Another admin saved first: the edit was based on an older version (409 EDIT_CONFLICT). */
  get isEditConflict(): boolean {
    return this.status === 409 && this.message === EDIT_CONFLICT;
  }

  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Where the browser goes after a 401/403; replaceable in tests. */
export const authFailureRedirect = { go: (path: string) => window.location.assign(path) };

type AuthFailureHandler = () => Promise<void> | void;
const authFailureHandlers = new Set<AuthFailureHandler>();
/** The most a handler may hold back the redirect after a 401/403. */
const AUTH_FAILURE_HANDLER_MS = 2000;

/**
 * Runs `handler` when a call fails with 401 or 403, before the session is cleared and the browser leaves
 * (the admin keeps unsaved form contents this way). Returns its removal.
 */
export function onAuthFailure(handler: AuthFailureHandler): () => void {
  authFailureHandlers.add(handler);
  return () => authFailureHandlers.delete(handler);
}

async function endSessionAndLeave(): Promise<void> {
  const handlers = [...authFailureHandlers].map(async (handler) => {
    try {
      await handler();
    } catch (error) {
      console.error('An auth-failure handler failed', error);
    }
  });
  await Promise.race([Promise.all(handlers), new Promise((resolve) => setTimeout(resolve, AUTH_FAILURE_HANDLER_MS))]);
  endSession();
  // The home page says the session ended and offers the sign-in back to this screen (decision 101).
  noteSessionEnded(`${window.location.pathname}${window.location.search}`);
  authFailureRedirect.go(publicPagePath('home'));
}

async function readBody(response: Response): Promise<unknown> {
  // A file (the comp card PDF) comes back as it is.
  if (response.ok && (response.headers.get('Content-Type') ?? '').startsWith('application/pdf')) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof body === 'string' && body !== '') return body;
  return fallback;
}

/**
 * What a call sends: path parameters, query and body where the call has them, an abort signal, and for edits
 * the version the edit started from (sent as If-Match: the server answers 409 if another save came first).
 */
export type CallInput<K extends ApiName> = (ApiParams<K> extends undefined ? unknown : { params: ApiParams<K> }) &
  (ApiQuery<K> extends undefined ? unknown : { query?: ApiQuery<K> }) &
  (ApiBody<K> extends undefined ? unknown : { body: ApiBody<K> }) & { signal?: AbortSignal; ifMatch?: number };

type CallArgs<K extends ApiName> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

function buildRequest(
  name: ApiName,
  input: { params?: object; query?: object; body?: unknown; signal?: AbortSignal; ifMatch?: number },
): [string, RequestInit] {
  const route: { method: string; path: string; form?: true; image?: true } = API_ROUTES[name];
  const headers = new Headers({ Accept: 'application/json' });
  if (input.ifMatch !== undefined) headers.set('If-Match', ifMatchOf(input.ifMatch));
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (input.body !== undefined && route.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(input.body as Record<string, string>).toString();
  } else if (input.body !== undefined && route.image) {
    // The file itself, with its own type (the server checks its content).
    const file = input.body as Blob;
    headers.set('Content-Type', file.type || 'application/octet-stream');
    body = file;
  } else if (input.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.body);
  }
  const query = input.query
    ? new URLSearchParams(Object.entries(input.query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString()
    : '';
  const url = `${fillPath(route.path, input.params as Record<string, string | number> | undefined)}${query ? `?${query}` : ''}`;
  // Public reads allow a shared cache to serve them stale while it refreshes (docs/decisions/087); the browser itself
  // revalidates every time (a 304 when unchanged), so a visitor never sees an older answer than the server's.
  const cache: RequestCache | undefined = route.method === 'GET' ? 'no-cache' : undefined;
  return [url, { method: route.method, headers, body, signal: input.signal, credentials: 'same-origin', cache }];
}

/**
 * Calls the API by the name of the contract's table (`call('getArtist', { params: { urlName } })`): the
 * bearer token goes along, the answer is typed by the contract, a failure is an ApiError with the server's
 * `{message}`, and a 401 or 403 of an admin call ends the session and goes to / (SPEC section 6; the sign-in calls'
 * refusals are answers).
 */
export async function call<K extends ApiName>(name: K, ...args: CallArgs<K>): Promise<ApiResponse<K>> {
  const [url, init] = buildRequest(name, (args[0] ?? {}) as Parameters<typeof buildRequest>[1]);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const body = await readBody(response);
  if (!response.ok) {
    // A refused token ends the session; the sign-in calls' own refusals (a wrong password or code) are answers.
    if ((response.status === 401 || response.status === 403) && 'admin' in API_ROUTES[name]) await endSessionAndLeave();
    throw new ApiError(response.status, messageOf(body, response.statusText || `HTTP ${response.status}`), body);
  }
  return body as ApiResponse<K>;
}
