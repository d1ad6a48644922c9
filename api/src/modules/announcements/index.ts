// The announcements context.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { AnnouncementsModule } from './announcements.module.js';
