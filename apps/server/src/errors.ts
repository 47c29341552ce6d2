/** Typed errors, mapped to status codes in one place (plugins/error-handler.ts). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside `message` (a refused sign-in's reason; decision 104). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = '로그인이 필요합니다.', details: Record<string, unknown> = {}) {
    super(401, message, {}, details);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = '권한이 없습니다.') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = '찾을 수 없습니다.') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = '파일이 너무 큽니다.') {
    super(413, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, details: Record<string, unknown> = {}) {
    super(429, message, { 'retry-after': String(retryAfterSeconds) }, details);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, { 'retry-after': String(retryAfterSeconds) });
  }
}
