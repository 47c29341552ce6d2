import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { API_ROUTES } from '@agency/contract/api-routes';

/** Lets routes declare zod schemas for body, params, querystring and headers, typed in handlers. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Fastify validation error carrying the first zod issue as a human message. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

/** Marks a message zod's locales wrote (not one a schema names), so the field's path can go before it. */
const LOCALE_MESSAGE = '\u2063';
/** Between the Korean and the English of a locale message (public calls). */
const LOCALE_PAIR = '\u2064';
const korean = z.locales.ko();
const english = z.locales.en();
const textOf = (message: ReturnType<z.core.$ZodErrorMap>) => (typeof message === 'string' ? message : (message?.message ?? ''));

/**
 * The error map of request validation (issue 35): zod's own messages in Korean ("string이 너무 큽니다: 100문자
 * 이하여야 합니다"), per parse, so nothing else in the process changes language. A schema's own message wins.
 */
export const requestErrorMap: z.core.$ZodErrorMap = (issue) => {
  const text = textOf(korean.localeError(issue));
  return text ? LOCALE_MESSAGE + text : undefined;
};

/**
 * The same for the public calls, whose pages are Korean or English: "한국어 / English", the form the public site
 * already reads (apply form, `inLanguage`), like the schemas' own public messages.
 */
export const publicRequestErrorMap: z.core.$ZodErrorMap = (issue) => {
  const text = textOf(korean.localeError(issue));
  return text ? LOCALE_MESSAGE + text + LOCALE_PAIR + textOf(english.localeError(issue)) : undefined;
};

/** Admin calls of the API table as `METHOD /path/:param`: their answers are Korean only. */
const ADMIN_CALLS = new Set(Object.values(API_ROUTES).flatMap((route) => ('admin' in route ? [`${route.method} ${route.path}`] : [])));

export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  if (issue.message.startsWith(LOCALE_MESSAGE)) {
    return issue.message
      .slice(LOCALE_MESSAGE.length)
      .split(LOCALE_PAIR)
      .map((text) => `${where}${text}`)
      .join(' / ');
  }
  // Messages written for people (the spec's Korean texts) are sent as they are.
  if (/[가-힣]/.test(issue.message) || issue.code === 'custom') return issue.message;
  return `${where}${issue.message}`;
}

export const NUL_CHARACTER_MESSAGE = '텍스트에 NUL 문자를 넣을 수 없습니다.';

/** Whether a string anywhere in a parsed value holds U+0000 (PostgreSQL text cannot store it). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  // Parsed values only: a raw body stream (uploads) is not walked (its object graph is huge).
  if (value instanceof EventEmitter) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

export function registerZodValidation(app: FastifyInstance): void {
  // Same answer on both databases: a NUL in a path, query or body is a 400 before any handler runs.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new RequestValidationError(NUL_CHARACTER_MESSAGE);
    }
  });
  app.setValidatorCompiler<z.ZodType>(({ schema, method, url }) => {
    const error = ADMIN_CALLS.has(`${method} ${url}`) ? requestErrorMap : publicRequestErrorMap;
    return (data: unknown) => {
      const result = schema.safeParse(data, { error });
      if (result.success) return { value: result.data };
      return { error: new RequestValidationError(describeIssue(result.error.issues[0]!)) };
    };
  });
  // A route's response schema (lib/endpoint.ts) is compiled to a serializer once (fast-json-stringify, as Fastify
  // does with JSON Schema): only the declared fields are written. Other answers are plain JSON.
  app.setSerializerCompiler(({ schema }) => (schema instanceof z.ZodType ? compileSerializer(schema) : (data) => JSON.stringify(data)));
}

/** fast-json-stringify over the JSON Schema of a zod response schema (the shape it answers, `io: 'output'`). */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
