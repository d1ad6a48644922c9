import type { Bio } from '@cytocampus/contracts';
import type { ProfileChanges } from './api';

/** The profile form's values: selects hold null when nothing is chosen. */
export interface ProfileValues {
  title: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  alias: string;
  lab: string;
  profession: string;
  years: string | null;
  gender: string | null;
  country: string | null;
  postalCode: string;
}

export function profileValuesOf(bio: Bio): ProfileValues {
  return {
    title: bio.title || null,
    firstName: bio.firstName,
    middleName: bio.middleName ?? '',
    lastName: bio.lastName,
    suffix: bio.suffix ?? '',
    alias: bio.alias,
    lab: bio.lab ?? '',
    profession: bio.profession ?? '',
    years: bio.years ?? null,
    gender: bio.gender ?? null,
    country: bio.country ?? null,
    postalCode: bio.postalCode ?? '',
  };
}

/** What the schema and the server read: an unchosen select is absent (a cleared title is ''). */
export function toProfileInput(values: ProfileValues): Record<string, string | undefined> {
  return {
    ...values,
    title: values.title ?? '',
    years: values.years ?? undefined,
    gender: values.gender ?? undefined,
    country: values.country ?? undefined,
  };
}

/** Only the fields that differ from the saved record go to PUT /user/profile. */
export function changedFields(values: ProfileValues, saved: ProfileValues): ProfileChanges {
  const input = toProfileInput(values);
  const before = toProfileInput(saved);
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== before[key]) changes[key] = value;
  }
  return changes;
}
