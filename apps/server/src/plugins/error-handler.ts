import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, isForeignKeyViolation, isLockTimeout, isUnstorableText, LOCK_TIMEOUT_MESSAGE } from '../db/database-errors';
import { AppError } from '../errors';

const REFERENCE_GONE_MESSAGE = '참조한 항목이 삭제되어 저장하지 못했습니다.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413 answer's message of a route whose users need their own words (a photo upload). */
    tooLargeMessage?: string;
  }
}

/** One place that turns every error into `{ message }` with the right status; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ ...error.details, message: error.message });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        status === 413
          ? (request.routeOptions.config?.tooLargeMessage ?? '요청 본문이 너무 큽니다.')
          : status === 415
            ? '지원하지 않는 콘텐츠 형식입니다.'
            : (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
                (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? '요청 본문이 올바른 JSON이 아닙니다.'
              : error.message;
      return reply.code(status).send({ message });
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send({ message: '저장할 수 없는 문자가 들어 있습니다.' });
    }
    // A write that refers to a row a concurrent request deleted meanwhile: what it refers to is gone.
    if (isForeignKeyViolation(error)) {
      request.log.warn({ err: error }, 'write refers to a deleted row');
      return reply.code(404).send({ message: REFERENCE_GONE_MESSAGE });
    }
    if (isLockTimeout(error)) {
      request.log.warn({ err: error }, 'lock wait timed out');
      return reply.code(409).send({ message: LOCK_TIMEOUT_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send({ message: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도하세요.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: '서버 오류가 발생했습니다.' });
  });

}
