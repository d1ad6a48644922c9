// The content context: courses, their items and slides.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { ContentModule } from './content.module.js';
export { SlideAccessCache } from './slides/files/slide-access-cache.js';
export { SlideViewerGuard } from './slides/files/slide-viewer.guard.js';
export { objectsOf, type ObjectRow } from './slides/shared/slide-rows.js';
export { SlideFiles } from './slides/shared/slide-files.js';
