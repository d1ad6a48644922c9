// The screening-skill context: analytics, outliers, practice sets.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { ScreeningSkillModule } from './screening-skill.module.js';
export { classificationOf, type ClassificationColumns } from './shared/skill-rows.js';
