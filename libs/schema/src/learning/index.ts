export * from './requests.js';
