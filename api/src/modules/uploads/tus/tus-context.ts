import type { IncomingMessage } from 'node:http';
import type { ServerOptions } from '@tus/server';
import type { ApiError, UploadPurpose } from '@cytocampus/contracts';
import type { Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';

/** What the middleware established about a tus request before tus handles it. */
export interface TusContext {
  principal: Principal;
  command: CommandContext;
  /** POST: the creation, already checked against the purpose's rules. */
  start?: { name: string; declaredType: string; purpose: UploadPurpose; size: number };
}

export type TusNodeRequest = IncomingMessage & { cytocampusTus?: TusContext };
/** The request tus hands to its hooks (a web Request wrapping Node's). */
export type TusHookRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

export function contextOf(req: TusHookRequest): TusContext {
  const context = (req.runtime?.node?.req as TusNodeRequest | undefined)?.cytocampusTus;
  if (!context) throw new Error('tus request without its context (not routed through TusMiddleware)');
  return context;
}

/** A refusal tus sends as is (it reads `status_code` and `body`): the product's error shape as the body. */
export class TusRefusal extends Error {
  override readonly name = 'TusRefusal';
  readonly body: string;
  constructor(
    readonly status_code: number,
    message: string,
    field: string | null = null,
  ) {
    super(message);
    const body: ApiError = { code: status_code, message, field };
    this.body = JSON.stringify(body);
  }
}
