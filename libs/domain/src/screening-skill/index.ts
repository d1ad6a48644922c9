export * from './page.js';
export * from './classify.js';
export * from './calibration.js';
