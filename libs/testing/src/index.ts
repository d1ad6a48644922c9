export * from './decider-spec.js';
export * from './databases.js';
