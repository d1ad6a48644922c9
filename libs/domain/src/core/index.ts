export * from './decider.js';
export * from './errors.js';
export * from './changes.js';
