// The proficiency context: PT ladders and their gate.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { ProficiencyModule } from './proficiency.module.js';
export { PtGate } from './shared/pt-gate.js';
