import { SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import type { ApiSuccess } from '@cytocampus/contracts';

const RAW = 'cytocampus:raw-response';
/** Answers the handler's value as is (e.g. the captcha challenge the widget reads). */
export const RawResponse = () => SetMetadata(RAW, true);

/** Wraps every successful answer as `{code: 200, data}` (spec part 1 section 7). */
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.reflector.get<boolean>(RAW, context.getHandler())) return next.handle();
    return next.handle().pipe(map((data: unknown): ApiSuccess<unknown> => ({ code: 200, data: data ?? null })));
  }
}
