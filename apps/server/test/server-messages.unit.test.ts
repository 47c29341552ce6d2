import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, publicRequestErrorMap, requestErrorMap } from '../src/plugins/zod-validation';

/**
 * Every message the API answers exists in Korean (issue 35, decision 107): a check that a new English-only message
 * written into the server fails here. It reads the literals people see: the first argument of `new XxxError(...)`
 * for the typed errors of errors.ts, `send({ message: ... })`, and the defaults of errors.ts. Messages kept in named
 * constants are not read (see the decision).
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const HANGUL = /[가-힣]/;

/**
 * English texts that stay, each with where it is required. SPEC.md section 8 (Login): 'Invalid username or
 * password' is the login screen's line for every failure, and the server answers it too.
 */
const ALLOWED_ENGLISH = new Set(['Invalid username or password']);

const API_ERRORS = ['AppError', 'BadRequestError', 'UnauthorizedError', 'ForbiddenError', 'NotFoundError', 'ConflictError', 'PayloadTooLargeError', 'TooManyRequestsError', 'ServiceUnavailableError', 'RequestValidationError'];
const LITERAL = String.raw`(['"\`])((?:\\.|(?!\1)[^\\])*)\1`;
const PATTERNS = [
  new RegExp(String.raw`new (?:${API_ERRORS.join('|')})\(\s*(?:\d+\s*,\s*)?${LITERAL}`, 'g'),
  new RegExp(String.raw`send\(\{\s*message:\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`constructor\(message = ${LITERAL}`, 'g'),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The message literals of one source text, with their line. */
function messageLiterals(text: string): { line: number; message: string }[] {
  return PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({ line: text.slice(0, match.index).split('\n').length, message: match[2]! })),
  );
}

describe('server messages', () => {
  it('finds the literals it checks (the scan is not blind)', () => {
    expect(messageLiterals("throw new NotFoundError('Nope');\nreply.code(404).send({ message: `x ${y}` });\nconstructor(message = 'z') {")).toEqual([
      { line: 1, message: 'Nope' },
      { line: 2, message: 'x ${y}' },
      { line: 3, message: 'z' },
    ]);
    const found = sourceFiles(SRC).flatMap((file) => messageLiterals(fs.readFileSync(file, 'utf8')));
    expect(found.length).toBeGreaterThan(20);
  });

  it('every message the API answers is in Korean, but the spec texts that stay English', () => {
    const english = sourceFiles(SRC).flatMap((file) =>
      messageLiterals(fs.readFileSync(file, 'utf8'))
        // Text around interpolations only (`${MEDIA_REMOVED} (${key})`): the named constant is not read here.
        .filter(({ message }) => /[A-Za-z]/.test(message.replace(/\$\{[^}]*\}/g, '')))
        .filter(({ message }) => !HANGUL.test(message) && !ALLOWED_ENGLISH.has(message))
        .map(({ line, message }) => `${path.relative(SRC, file)}:${line} ${message}`),
    );
    expect(english).toEqual([]);
  });

  it("zod's own messages are answered in Korean with the field's path; a schema's own message as written", () => {
    const schema = z.object({ retentionDays: z.number().int().min(30), name: z.string().min(1, 'URL 이름은 필수입니다.') }).strict();
    const first = (value: unknown) => describeIssue(schema.safeParse(value, { error: requestErrorMap }).error!.issues[0]!);
    expect(first({ retentionDays: 5, name: 'x' })).toMatch(/^retentionDays: .*[가-힣]/);
    expect(first({ retentionDays: 'x', name: 'x' })).toMatch(/^retentionDays: .*[가-힣]/);
    expect(first({ retentionDays: 30, name: '' })).toBe('URL 이름은 필수입니다.');
    expect(first({ retentionDays: 30, name: 'x', other: 1 })).toMatch(HANGUL);
  });

  it('public calls answer zod\'s own messages as "한국어 / English", the pair the public site reads', () => {
    const schema = z.object({ message: z.string().max(3) });
    const message = describeIssue(schema.safeParse({ message: 'long' }, { error: publicRequestErrorMap }).error!.issues[0]!);
    const [korean, english, ...rest] = message.split(' / ');
    expect(rest).toEqual([]);
    expect(korean).toMatch(/^message: .*[가-힣]/);
    expect(english).toMatch(/^message: [^가-힣]*$/);
    expect(english).toMatch(/[A-Za-z]/);
  });
});
