import { contentScopeOf } from '../features/content/contentAccess';
import { ORG_HIDDEN_FIELDS } from '../features/content/contentDefinitions';
import { commonFields } from '../features/content/detail/commonFields';
import { ContentStateBadges } from '../features/content/detail/ContentStateBadges';
import { contentColumns } from '../features/content/list/contentColumns';
import type { ContentKit } from '../features/slides';

export { SlideDetailPage, SlideListPage } from '../features/slides';

/**
 * The content screens' pieces the slide screens share (features do not import each other; ADR 0017).
 * A module of its own so the router loads it, and the slide screens, only when a slide page opens.
 */
export const CONTENT_KIT: ContentKit = {
  scopeOf: (user) => contentScopeOf(user, 'content'),
  StateBadges: ContentStateBadges,
  columns: contentColumns,
  commonFields,
  orgHiddenFields: ORG_HIDDEN_FIELDS,
};
