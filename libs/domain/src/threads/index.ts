export * from './events.js';
export * from './commands.js';
export * from './decide.js';
export * from './plain-text.js';
