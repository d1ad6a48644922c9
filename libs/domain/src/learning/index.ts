export * from './gating.js';
export * from './scoring.js';
export * from './watched-video.js';
export * from './schedule.js';
