export * from './requests.js';
export * from './queries.js';
export * from './slide-reviews.js';
