export * from './commands.js';
export * from './events.js';
export * from './state.js';
export * from './decide.js';
export * from './claims.js';
