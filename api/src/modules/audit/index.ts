// The audit context: replays of what a learner did.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { AuditModule } from './audit.module.js';
