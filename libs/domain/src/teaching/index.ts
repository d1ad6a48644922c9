export * from './events.js';
export * from './decide.js';
