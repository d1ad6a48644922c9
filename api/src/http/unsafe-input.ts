import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { FieldError } from '@cytocampus/contracts';
import { findUnsafeInput, INPUT_MESSAGES, isUnsafeText } from '@cytocampus/schema';
import { ApiException } from './api-exception.js';

const unsafe = (field: string): FieldError => ({ field, message: INPUT_MESSAGES.unsafeCharacter, code: 2 });

/**
 * Percent-encoded text, decoded strictly: a lone %, or bytes that are not UTF-8 (an encoded
 * surrogate among them), are null, where Express's query parser would quietly write U+FFFD.
 */
function strictlyDecoded(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The first segment of the path, or parameter of the raw query, that is broken or unsafe once decoded. */
function addressProblem(req: Request): FieldError | null {
  const [path = '', query = ''] = req.originalUrl.split('?', 2);
  for (const segment of path.split('/')) {
    const text = strictlyDecoded(segment);
    if (text === null || isUnsafeText(text)) return unsafe('path');
  }
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    const name = strictlyDecoded(key);
    if (name === null || isUnsafeText(name)) return unsafe('query');
    const text = strictlyDecoded(value);
    if (text === null || isUnsafeText(text)) return unsafe(name);
  }
  return null;
}

/**
 * The one place where text no field accepts is refused, before any guard, handler or store sees
 * it: NUL, other control characters, lone surrogates and reserved keys in the path, the query or
 * a JSON body, and bodies nested beyond the limit (libs/schema/src/input). Runs after the body
 * parser (which refuses bytes that are not UTF-8, see `utf8Only`); raw upload bodies (tus) are
 * not JSON and pass untouched.
 */
export function refuseUnsafeInput() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const problem = addressProblem(req) ?? findUnsafeInput(req.query) ?? (req.is('application/json') ? findUnsafeInput(req.body) : null);
    if (problem) {
      res.status(400).json(ApiException.invalid([problem]).body());
      return;
    }
    next();
  };
}

/**
 * The JSON body parser's `verify`: bytes that are not UTF-8 would be decoded to U+FFFD and stored
 * as such; they are refused (400, as an http error the exception filter words) instead.
 */
export function utf8Only(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (isUtf8(body)) return;
  throw Object.assign(new Error(INPUT_MESSAGES.unsafeCharacter), { status: 400, expose: true, type: 'encoding.invalid' });
}

/**
 * Node answers a request whose address or headers are too large (431) or that it cannot parse
 * (400) before Express runs, with no body: these answers carry the error shape too.
 */
export function answerClientErrorsInShape(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? 413 : 400;
    const body = JSON.stringify({
      code: status,
      message: status === 431 ? 'The request address or headers are too large.' : 'The request is not valid HTTP.',
      field: null,
    });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
