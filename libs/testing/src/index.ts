export * from './decider-spec.js';
export * from './databases.js';
export * from './ports.js';
export * from './each-database.js';
export * from './templates.js';
