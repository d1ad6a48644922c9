export { applyPreferenceUpdate, effectivePreferences } from './apply.js';
export { PREFERENCE_DEPENDENCIES, PREFERENCE_MIN_ROLE, preferenceApplies, type PreferenceName } from './rules.js';
export { preferencesUpdateSchema, type PreferencesUpdate } from './schema.js';
