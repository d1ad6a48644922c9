import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { MSG, type ApiError } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import { isDatabaseUnavailable, WrongExpectedRevisionError } from '@cytocampus/event-store';
import type { Logger } from '../infra/logger.js';
import { ApiException, refusalBody } from './api-exception.js';
import { BODY_MESSAGE } from './json-body.js';

/** Turns every failure into `{code, message, field}` with a fitting status; nothing else leaks. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.code === 503) response.setHeader('Retry-After', '5');
    if (body.code >= 500) this.logger.error({ err: exception }, 'request failed');
    response.status(body.code).json(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof ApiException) return exception.body();
    if (exception instanceof DomainError) return refusalBody(exception);
    if (exception instanceof WrongExpectedRevisionError)
      return { code: 409, message: 'This record was changed at the same time. Please try again.', field: null };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Express and the body parser: a bad body or path is the client's, said plainly (no parser internals).
      const message =
        status === 404
          ? 'Not found.'
          : status === 413
            ? 'The request is too large.'
            : exception.cause instanceof SyntaxError
              ? BODY_MESSAGE.notJson
              : exception.cause instanceof URIError
                ? 'The address is not valid.'
                : exception.message;
      return { code: status, message, field: null };
    }
    // The database restarting or out of reach: the client may try again, nothing was changed.
    if (isDatabaseUnavailable(exception)) return { code: 503, message: MSG.serviceUnavailable, field: null };
    return { code: 500, message: 'Something funky happened', field: null };
  }
}
