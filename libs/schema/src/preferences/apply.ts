import type { Preferences } from '@cytocampus/contracts';
import { parentIsOn, preferenceApplies, PREFERENCE_DEPENDENCIES, type PreferenceName } from './rules.js';

const names = (update: Partial<Preferences>): PreferenceName[] => (Object.keys(update) as PreferenceName[]).filter((name) => update[name] !== undefined);

function assign<K extends PreferenceName>(target: Preferences, source: Partial<Preferences>, name: K): void {
  const value = source[name];
  if (value !== undefined) target[name] = value;
}

/**
 * Merges a (validated) batch of changes into the stored preferences. Switches are applied first;
 * then a change to a dependent option is ignored while its switch is off (the form shows it
 * disabled), and a change to a preference above the user's role is ignored. Stored values of
 * dependents are kept, so turning a switch back on restores the user's earlier choices.
 */
export function applyPreferenceUpdate(current: Preferences, update: Partial<Preferences>, role: unknown): Preferences {
  const next: Preferences = { ...current };
  const changed = names(update).filter((name) => preferenceApplies(name, role));
  const isDependent = (name: PreferenceName): boolean => PREFERENCE_DEPENDENCIES[name] !== undefined;
  // No dependent is itself a switch, so switches first, then dependents, is enough.
  for (const name of changed.filter((n) => !isDependent(n))) assign(next, update, name);
  for (const name of changed.filter(isDependent)) if (parentIsOn(next, name)) assign(next, update, name);
  return next;
}

/**
 * What actually applies: a dependent boolean reads false (updateEmail 'off') while its switch is
 * off, and preferences above the user's role read false. Senders of e-mail and the visibility
 * filters read this, never the stored values.
 */
export function effectivePreferences(preferences: Preferences, role: unknown): Preferences {
  const result: Preferences = { ...preferences };
  for (const name of Object.keys(result) as PreferenceName[]) {
    if (parentIsOn(preferences, name) && preferenceApplies(name, role)) continue;
    if (name === 'updateEmail') result.updateEmail = 'off';
    else if (typeof result[name] === 'boolean') Object.assign(result, { [name]: false });
  }
  return result;
}
