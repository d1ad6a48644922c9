export * from './page.js';
export * from './classify.js';
export * from './calibration.js';
export * from './submitted-page.js';
export * from './tally.js';
export * from './practice.js';
export * from './outliers.js';
