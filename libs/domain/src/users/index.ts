export * from './commands.js';
export * from './events.js';
export * from './state.js';
export * from './decide.js';
export * from './sessions/index.js';
export * from './tokens/index.js';
