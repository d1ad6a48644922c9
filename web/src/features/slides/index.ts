// Slide screens (ADR 0017): the content list of slides, the slide detail with its image, objects and solution.
export { SlideListPage } from './list/SlideListPage';
export { SlideDetailPage } from './detail/SlideDetailPage';
export type { ContentKit, SlideScope } from './contentKit';
