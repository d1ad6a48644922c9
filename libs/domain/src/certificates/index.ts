export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './decide.js';
export * from './rules.js';
export * from './code.js';
export * from './dates.js';
