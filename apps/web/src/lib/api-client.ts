import { endSession, getStoredToken } from './session';

export const API_BASE = '/api';
const LOGIN_PATH = '/loginProc';

/** Error of any API call: HTTP status (0 for network failures) and the server's `{message}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  signal?: AbortSignal;
};

/** Where the browser goes after a 401/403; replaceable in tests. */
export const authFailureRedirect = { go: (path: string) => window.location.assign(path) };

function buildInit(options: RequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  return { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'same-origin' };
}

async function readBody(response: Response): Promise<unknown> {
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

/** The shared client: base path /api, JSON in and out, bearer token, 401/403 ends the session. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, buildInit(options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const body = await readBody(response);
  if (!response.ok) {
    if ((response.status === 401 || response.status === 403) && path !== LOGIN_PATH) {
      endSession();
      authFailureRedirect.go('/');
    }
    throw new ApiError(response.status, messageOf(body, response.statusText || `HTTP ${response.status}`), body);
  }
  return body as T;
}

export const apiClient = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, json?: unknown, signal?: AbortSignal) => apiRequest<T>(path, { method: 'POST', json, signal }),
  put: <T>(path: string, json?: unknown, signal?: AbortSignal) => apiRequest<T>(path, { method: 'PUT', json, signal }),
  delete: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { method: 'DELETE', signal }),
};
