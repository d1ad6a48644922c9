/**
 * The content security policy of every answer (docs/adr/0033), as helmet's directives: everything
 * from our own origin, inline styles for the component library, and frames and media also from the
 * origins an administrator allows (EMBED_ORIGINS), which presentations embed. Our own pages may be
 * framed by our own pages only (the teaching pages, the PDF viewer), never by another site.
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
    frameAncestors: ["'self'"],
  };
}
