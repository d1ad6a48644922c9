import type { Request, Response } from 'express';
import { LTI_MSG } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import { ApiException, refusalBody } from '../../../http/api-exception.js';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A refused login or launch shows inside the platform's frame, to a person who clicked a link in
 * their course: a small page saying what happened and what to do, framable by any site (it holds
 * nothing and does nothing, so nothing can be clickjacked). A client asking for JSON gets the
 * spec's `{code, message, field}`.
 */
export function answerRefusal(req: Request, res: Response, error: unknown): void {
  const body = error instanceof DomainError ? refusalBody(error) : error instanceof ApiException ? error.body() : null;
  if (body === null) throw error;
  if (req.accepts(['json', 'html']) !== 'html') {
    res.status(body.code).json(body);
    return;
  }
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *");
  res.removeHeader('X-Frame-Options');
  res
    .status(body.code)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(LTI_MSG.frameTitle)}</title>` +
        '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2937}main{max-width:36rem;margin:auto;border:1px solid #fca5a5;border-radius:8px;padding:16px 20px;background:#fef2f2}h1{font-size:1.1rem;margin:0 0 8px;color:#991b1b}</style>' +
        `</head><body><main role="alert"><h1>CytoCampus could not open this link</h1><p>${escape(body.message)}</p>` +
        '<p>If it keeps happening, tell your course’s instructor or your administrator.</p></main></body></html>',
    );
}
