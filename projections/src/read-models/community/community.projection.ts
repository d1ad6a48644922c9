import { perEvent, type Projection } from '../../projection.js';
import { communityNotices } from './community-notices.js';
import { COMMUNITY_TABLES, migrateCommunity } from './community-tables.js';
import { messageHandlers } from './message-handlers.js';
import { threadHandlers } from './thread-handlers.js';
import { mailHandlers, memberHandlers, visitHandlers } from './visit-handlers.js';

/**
 * Community threads, their messages, who read what, and the e-mails waiting to go out
 * (docs/adr/0027). Every handler is one set-based statement or a few, batched by `perEvent`; the
 * notices read back every changed row of a batch in one query per kind.
 */
export const communityProjection: Projection<'community'> = {
  name: 'community',
  version: 1,
  tables: COMMUNITY_TABLES,
  notices: communityNotices,
  migrate: migrateCommunity,
  ...perEvent({ ...threadHandlers, ...messageHandlers, ...visitHandlers, ...mailHandlers, ...memberHandlers }),
};
