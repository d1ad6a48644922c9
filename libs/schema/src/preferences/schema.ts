import type { Preferences } from '@cytocampus/contracts';
import { z } from 'zod';
import { NOT_VALID } from '../messages/generic.js';
import { option } from '../fields/option.js';
import { UPDATE_EMAIL_MODES, ZOOM_LEVELS } from '../reference/lists.js';
import { valuesOf } from '../reference/option.js';

const flag = () => z.boolean({ error: NOT_VALID }).optional();

/**
 * PUT /user/prefs: a batch of changes, each key optional, types and options checked; an unknown
 * key is refused ('Property X is not in defined shape').
 */
export const preferencesUpdateSchema = z.strictObject({
  ooiZoomReset: flag(),
  ooiZoomLevel: option(valuesOf(ZOOM_LEVELS)).optional(),
  allowEmail: flag(),
  updateEmail: option(valuesOf(UPDATE_EMAIL_MODES)).optional(),
  weeklyUpdateEmail: flag(),
  organizationEmail: flag(),
  supportEmail: flag(),
  siteUsageEmail: flag(),
  orgReportEmails: flag(),
  socialAllowAvatar: flag(),
  socialAllowLab: flag(),
  socialAllowName: flag(),
  socialAllowGender: flag(),
  orgMgrAllowEmail: flag(),
  orgAllowEmail: flag(),
  orgAllowName: flag(),
});

export type PreferencesUpdate = z.output<typeof preferencesUpdateSchema>;
// Compile-time proof that the schema covers exactly the Preferences keys, with their types.
type Assignable<T extends U, U> = T;
type Filled = Required<{ [K in keyof PreferencesUpdate]: Exclude<PreferencesUpdate[K], undefined> }>;
export type _PreferencesUpdateProof = [Assignable<Filled, Preferences>, Assignable<Preferences, Filled>];
