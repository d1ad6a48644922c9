import { entry } from './types.js';

const on = entry('Basic', 'cytotechnologist', 'cytotechnologist');
const off = entry('Basic', 'cytotechnologist', null);
/** In the base list (false) and in the organization set (true): learners may be granted it, managers have it. */
const offUntilManager = entry('Basic', 'cytotechnologist', 'manager');

/** The base set, held by every role from Learner up. */
export const BASIC = {
  ctAccess: on,
  ctSubmit: on,
  community: on,
  chat: on,
  readThreads: on,
  commentThreads: on,
  createThreads: off,
  readOrg: offUntilManager,
  readOrgUser: offUntilManager,
  readOrgThreads: on,
  // The base list spells it 'commentOrgthreads'; that spelling is an alias (aliases.ts, ADR 0006).
  commentOrgThreads: on,
  createOrgThreads: on,
} as const;
