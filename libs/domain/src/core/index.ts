export * from './decider.js';
export * from './errors.js';
