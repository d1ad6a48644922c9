import { Server } from '@tus/server';
import { UPLOAD_MSG, type ApiError } from '@cytocampus/contracts';
import { GENERIC, NOT_VALID } from '@cytocampus/schema';

const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiError).code === 'number' &&
  typeof (value as ApiError).message === 'string' &&
  ((value as ApiError).field === null || typeof (value as ApiError).field === 'string');

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * tus's own plain-text refusals in the product's words: a missing or malformed header is 'Required'
 * or 'Value is not valid' with the header as the field, 404 is ours; other texts are tus's.
 */
function wordsOf(status: number, text: string): Pick<ApiError, 'message' | 'field'> {
  if (/^Tus-Resumable Required$/i.test(text)) return { message: GENERIC.required, field: 'tus-resumable' };
  const required = /^([\w-]+) header required$/i.exec(text);
  if (required?.[1]) return { message: GENERIC.required, field: required[1].toLowerCase() };
  const invalid = /^Invalid ([\w-]+)/.exec(text);
  if (invalid?.[1]) return { message: NOT_VALID, field: invalid[1].toLowerCase() };
  if (/^Upload-Offset conflict$/i.test(text)) return { message: text, field: 'upload-offset' };
  if (status === 404) return { message: UPLOAD_MSG.uploadNotFound, field: null };
  return { message: text === '' ? NOT_VALID : text, field: null };
}

/** A refusal's body as the product's error shape `{code, message, field}`; ours pass unchanged. */
export function refusalBody(status: number, body: string): string {
  if (isApiError(parsed(body))) return body;
  const error: ApiError = { code: status, ...wordsOf(status, body.trim().split('\n')[0]?.trim() ?? '') };
  return JSON.stringify(error);
}

/**
 * The tus server, answering every refusal (4xx, 5xx) as JSON: tus writes its header checks (412
 * without Tus-Resumable, 400 for a malformed header) without asking `onResponseError`, and a
 * string body alone would leave as text/plain. The protocol's headers (Tus-Resumable…) stay.
 */
export class JsonRefusalServer extends Server {
  override write(...[context, headers, status, body = '']: Parameters<Server['write']>): ReturnType<Server['write']> {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, status, refusalBody(status, body));
  }
}
