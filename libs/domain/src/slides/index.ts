export * from './events.js';
export * from './decide.js';
export * from './library-progress.js';
