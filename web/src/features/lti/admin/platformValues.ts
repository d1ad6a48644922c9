import type { FieldError, LtiPlatformFields, LtiPlatformItem, LtiPlatformRequest, LtiPlatformUpdate } from '@cytocampus/contracts';
import { GENERIC, ltiPlatformRequestSchema, ltiPlatformUpdateSchema, validate } from '@cytocampus/schema';
import { LTI_SCREEN_TEXT } from '../ltiTexts';

/** The platform form's values: the organization is empty until one is chosen. */
export type PlatformValues = Omit<LtiPlatformFields, 'orgId'> & { orgId: string | null };

export const PLATFORM_FIELD_LABELS = LTI_SCREEN_TEXT.field satisfies Record<keyof PlatformValues, string>;

/** The schema's default: a platform is enabled when registered. */
export const NEW_PLATFORM: PlatformValues = {
  name: '',
  issuer: '',
  clientId: '',
  deploymentIds: [],
  keySetUrl: '',
  authUrl: '',
  tokenUrl: '',
  orgId: null,
  enabled: true,
};

export const platformValuesOf = (item: LtiPlatformItem): PlatformValues => ({
  name: item.name,
  issuer: item.issuer,
  clientId: item.clientId,
  deploymentIds: [...item.deploymentIds],
  keySetUrl: item.keySetUrl,
  authUrl: item.authUrl,
  tokenUrl: item.tokenUrl,
  orgId: item.orgId,
  enabled: item.enabled,
});

/** The settings as the server keeps them: texts trimmed, each deployment once, none blank. */
function fieldsOf(values: PlatformValues): Omit<LtiPlatformFields, 'orgId'> {
  return {
    name: values.name.trim(),
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    deploymentIds: [...new Set(values.deploymentIds.map((id) => id.trim()).filter((id) => id !== ''))],
    keySetUrl: values.keySetUrl.trim(),
    authUrl: values.authUrl.trim(),
    tokenUrl: values.tokenUrl.trim(),
    enabled: values.enabled,
  };
}

/** POST /lti/platforms: every setting; no organization chosen sends an empty one, which the rules refuse under its field. */
export const toPlatformRequest = (values: PlatformValues): LtiPlatformRequest => ({ ...fieldsOf(values), orgId: values.orgId ?? '' });

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** PUT /lti/platforms/{id}: only the settings that changed (the organization never does). */
export function platformChanges(values: PlatformValues, saved: PlatformValues): LtiPlatformUpdate {
  const next = fieldsOf(values);
  const before = fieldsOf(saved);
  const changes: LtiPlatformUpdate = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) if (!same(before[key], next[key])) Object.assign(changes, { [key]: next[key] });
  return changes;
}

/**
 * The server's rules (@cytocampus/schema) on what would be sent; whether an http address is allowed
 * only the server knows. No organization chosen yet is "Required", not the rules' "not valid" of an empty id.
 */
export function validatePlatform(values: PlatformValues, saved: PlatformValues, isNew: boolean): FieldError[] {
  if (!isNew) return validate(ltiPlatformUpdateSchema, platformChanges(values, saved)).errors;
  const errors = validate(ltiPlatformRequestSchema, toPlatformRequest(values)).errors;
  return values.orgId === null ? errors.map((error) => (error.field === 'orgId' ? { ...error, message: GENERIC.required } : error)) : errors;
}
