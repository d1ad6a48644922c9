export * from './page.js';
export * from './classify.js';
export * from './calibration.js';
export * from './submitted-page.js';
export * from './outliers.js';
