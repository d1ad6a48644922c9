import type { FieldError, OrganizationItem, OrganizationWrite } from '@cytocampus/contracts';
import { organizationSchema, organizationUpdateSchema, validate } from '@cytocampus/schema';

export interface OrganizationValues {
  name: string;
  region: string;
  preWork: boolean;
  defaultCurriculum: string | null;
}

export const ORGANIZATION_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  region: 'Region',
  preWork: 'Pre-work',
  defaultCurriculum: 'Default Assignment',
};

export const organizationValuesOf = (org: OrganizationItem): OrganizationValues => ({
  name: org.name,
  region: org.region ?? '',
  preWork: org.preWork,
  defaultCurriculum: org.defaultCurriculum,
});

export const NEW_ORGANIZATION: OrganizationValues = { name: '', region: '', preWork: false, defaultCurriculum: null };

export function toOrganizationWrite(values: OrganizationValues): OrganizationWrite {
  return { name: values.name.trim(), region: values.region.trim() || null, preWork: values.preWork, defaultCurriculum: values.defaultCurriculum };
}

/** Only the fields that changed. */
export function organizationChanges(values: OrganizationValues, saved: OrganizationValues): Partial<OrganizationWrite> {
  const next = toOrganizationWrite(values);
  const before = toOrganizationWrite(saved);
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => before[key as keyof OrganizationWrite] !== value));
}

/** The server's rules (@cytocampus/schema) on what would be sent. */
export function validateOrganization(values: OrganizationValues, saved: OrganizationValues, isNew: boolean): FieldError[] {
  return isNew
    ? validate(organizationSchema, toOrganizationWrite(values)).errors
    : validate(organizationUpdateSchema, organizationChanges(values, saved)).errors;
}
