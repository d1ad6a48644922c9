// The learning context: courses as learners take them, reviews, progress.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { LearningModule } from './learning.module.js';
export { assignmentEntries, contentTypeOf, courseItemRefs, isGraded, testSlideIds, type RevisionRow } from './shared/course-rows.js';
export { LearnerCatalogue } from './shared/learner-catalogue.js';
export { PracticeAttempts } from './shared/practice-attempts.js';
export { isSlideReview, slidesOfReview } from './shared/reviewed-items.js';
export { SlidePlayers, type ReviewSlide } from './shared/slide-players.js';
