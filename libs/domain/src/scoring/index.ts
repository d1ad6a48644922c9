/**
 * Every score in one place (docs/adr/0035): quiz pages, slide diagnoses and their scoring modes,
 * an item's score, a course's result and pass, and proficiency testing under CLIA (grids, grading,
 * the retest ladder, set rules and drawing). Pure.
 */
export * from './quiz.js';
export * from './slides.js';
export * from './modes.js';
export * from './items.js';
export * from './course.js';
export * from './page-facts.js';
export * from './proficiency/index.js';
