export * from './events.js';
export * from './decide.js';
export * from './weekly.js';
