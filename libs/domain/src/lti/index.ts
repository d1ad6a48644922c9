export * from './events.js';
export * from './platform.js';
export * from './tool-keys.js';
export * from './roles.js';
export * from './launch.js';
export * from './grades.js';
export * from './roster.js';
