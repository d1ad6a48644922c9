export * from './events.js';
export * from './commands.js';
export * from './state.js';
export * from './decide.js';
export * from './activity.js';
export * from './record.js';
export * from './attempts.js';
export * from './course-attempts.js';
