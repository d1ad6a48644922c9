export * from './gating.js';
export * from './scoring.js';
export * from './watched-video.js';
