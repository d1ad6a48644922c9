export * from './coverage.js';
export * from './replay-events.js';
