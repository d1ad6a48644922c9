import type { IncomingMessage, ServerResponse } from 'node:http';
import { FRAME_ANCESTORS } from './framed-pages.js';

/**
 * The content security policy of every answer (docs/adr/0033), as helmet's directives: everything
 * from our own origin, inline styles for the component library, and frames and media also from the
 * origins an administrator allows (EMBED_ORIGINS), which presentations embed. Our own pages may be
 * framed by our own pages only (the teaching pages, the PDF viewer), never by another site, but for
 * the learning platform whose launch started a framed session (docs/adr/0042).
 */
export function contentSecurityPolicy({ secure, embedOrigins }: { secure: boolean; embedOrigins: readonly string[] }) {
  return {
    // Only where the site is served over HTTPS: a plain-HTTP installation would break itself.
    upgradeInsecureRequests: secure ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...embedOrigins],
    mediaSrc: ["'self'", ...embedOrigins],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'", framingPlatform],
    // helmet's default form-action 'self' would stop the deep-linking picker posting its signed answer back to the platform.
    formAction: ["'self'", framingPlatform],
  };
}

/** The learning platform a framed session's launch came from (framedPageAncestors), or nothing. */
const framingPlatform = (_req: IncomingMessage, res: ServerResponse): string => {
  const origins = (res as ServerResponse & { locals?: Record<string, unknown> }).locals?.[FRAME_ANCESTORS];
  return Array.isArray(origins) ? origins.join(' ') : '';
};
