// Content authoring (ADR 0015): the content area's lists and editors, and the assignment sections.
export { ContentAreaGate } from './ContentAreaGate';
export { ContentListPage } from './list/ContentListPage';
export { ContentDetailPage } from './detail/ContentDetailPage';
export { CONTENT_SECTIONS, type ContentSectionKey } from './contentSections';
