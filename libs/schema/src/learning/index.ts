export * from './requests.js';
export * from './queries.js';
