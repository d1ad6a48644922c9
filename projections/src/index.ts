export type { Projection } from './projection.js';
export type { Logger } from './logger.js';
export { READ_MODELS, migrateReadModels, type ReadModelName } from './read-models/index.js';
export { ProjectionRunner, type ProjectionRunnerOptions } from './runner/projection-runner.js';
export { CheckpointWatcher, type WaitOutcome } from './runner/checkpoint-watcher.js';
export { countParked } from './runner/checkpoints.js';
export { rebuildProjection, type RebuildProgress } from './runner/rebuild.js';
export type { ParkedEvent } from './runner/apply-batch.js';
export { holdLeadership, type Leadership } from './runner/leadership.js';
