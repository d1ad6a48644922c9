export * from './requests.js';
export * from './queries.js';
export * from './slide-reviews.js';
export * from './certificates.js';
export * from './feedback.js';
export * from './org-progress.js';
export * from './progress.js';
export * from './audit.js';
