// The teaching context: live teaching sessions.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { TeachingModule } from './teaching.module.js';
