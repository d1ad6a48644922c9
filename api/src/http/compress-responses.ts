import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { API_PREFIX } from '@cytocampus/contracts';

/**
 * Responses travel compressed (brotli or gzip, as the browser offers). The web client always: its
 * script is about a quarter of its size compressed, and browsers keep the hashed assets for a year,
 * so each is compressed about once per visitor. API answers only from 64 KB (a review's replay, the
 * OpenAPI document, large lists): below that the CPU costs more than the bytes save on a LAN.
 * Never a ranged response (a compressed 206 would not match its Content-Range); pictures, tiles,
 * video, PDF and spreadsheets are compressed already and skipped by their type (ADR 0032).
 */
export const API_COMPRESSION_THRESHOLD = 64 * 1024;

/** Whole answers of a text-like type. Bytes of no known type (a slide file's download) are left alone: compressible counts them in. */
export function worthCompressing(req: Pick<Request, 'headers'>, res: Pick<Response, 'getHeader'>): boolean {
  if (req.headers.range !== undefined) return false;
  if (String(res.getHeader('Content-Type') ?? '').startsWith('application/octet-stream')) return false;
  return compression.filter(req as Request, res as Response);
}

const api = compression({ threshold: API_COMPRESSION_THRESHOLD, filter: worthCompressing });
const web = compression({ filter: worthCompressing });

export function compressResponses(req: Request, res: Response, next: NextFunction): void {
  (req.path.startsWith(`${API_PREFIX}/`) ? api : web)(req, res, next);
}
