export * from './categories.js';
export * from './grids.js';
export * from './grade.js';
export * from './ladder.js';
export * from './sets.js';
export * from './content.js';
