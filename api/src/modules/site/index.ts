// The site context: site settings and pages.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { SiteModule } from './site.module.js';
