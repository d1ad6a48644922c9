/**
 * The content read model's current revisions (its reader's fragment), for the one file that still
 * imports them from here: modules/reports/generation/types/prework.ts, edited on another branch at
 * the same time. Every other file imports the read models' fragments from '@cytocampus/projections';
 * once prework.ts does too, this file goes.
 */
export { currentRevisions } from '@cytocampus/projections';
