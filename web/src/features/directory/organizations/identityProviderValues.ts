import type {
  FieldError,
  IdentityProviderFields,
  IdentityProviderItem,
  IdentityProviderRequest,
  IdentityProviderUpdate,
  SignInDefaultRole,
} from '@cytocampus/contracts';
import { identityProviderRequestSchema, identityProviderUpdateSchema, validate } from '@cytocampus/schema';

/** The provider form's values; the secret is write-only, so editing starts it empty. */
export interface IdentityProviderValues {
  name: string;
  issuer: string;
  clientId: string;
  /** Empty while editing keeps the saved secret. */
  clientSecret: string;
  emailClaim: string;
  allowedDomains: string[];
  defaultRole: SignInDefaultRole;
  defaultGroupId: string | null;
  defaultCurriculum: string | null;
  enabled: boolean;
}

export const IDENTITY_PROVIDER_FIELD_LABELS = {
  name: 'Name',
  issuer: 'Issuer',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  emailClaim: 'E-mail claim',
  allowedDomains: 'E-mail domains',
  defaultRole: 'Role of new accounts',
  defaultGroupId: 'Group of new accounts',
  defaultCurriculum: 'Assignment of new accounts',
  enabled: 'Enabled',
} as const satisfies Record<keyof IdentityProviderValues, string>;

/** The schema's defaults: the standard e-mail claim, learners, enabled. */
export const NEW_IDENTITY_PROVIDER: IdentityProviderValues = {
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  emailClaim: 'email',
  allowedDomains: [],
  defaultRole: 'cytotechnologist',
  defaultGroupId: null,
  defaultCurriculum: null,
  enabled: true,
};

export const identityProviderValuesOf = (item: IdentityProviderItem): IdentityProviderValues => ({
  name: item.name,
  issuer: item.issuer,
  clientId: item.clientId,
  clientSecret: '',
  emailClaim: item.emailClaim,
  allowedDomains: [...item.allowedDomains],
  defaultRole: item.defaultRole,
  defaultGroupId: item.defaultGroupId,
  defaultCurriculum: item.defaultCurriculum,
  enabled: item.enabled,
});

/** The settings as the server keeps them: texts trimmed, each domain lower-cased and once. */
function fieldsOf(values: IdentityProviderValues): IdentityProviderFields {
  return {
    name: values.name.trim(),
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    emailClaim: values.emailClaim.trim(),
    allowedDomains: [...new Set(values.allowedDomains.map((domain) => domain.trim().toLowerCase()))],
    defaultRole: values.defaultRole,
    defaultGroupId: values.defaultGroupId,
    defaultCurriculum: values.defaultCurriculum,
    enabled: values.enabled,
  };
}

/** POST …/identity-providers: every setting, and the secret exactly as typed (a secret may hold spaces). */
export const toIdentityProviderRequest = (values: IdentityProviderValues): IdentityProviderRequest => ({
  ...fieldsOf(values),
  clientSecret: values.clientSecret,
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** PUT …/identity-providers/{id}: only the settings that changed; a typed secret replaces the saved one, none keeps it. */
export function identityProviderChanges(values: IdentityProviderValues, saved: IdentityProviderValues): IdentityProviderUpdate {
  const next = fieldsOf(values);
  const before = fieldsOf(saved);
  const changed = Object.entries(next).filter(([key, value]) => !same(before[key as keyof IdentityProviderFields], value));
  return { ...(Object.fromEntries(changed) as IdentityProviderUpdate), ...(values.clientSecret === '' ? {} : { clientSecret: values.clientSecret }) };
}

/** The server's rules (@cytocampus/schema) on what would be sent; whether a provider answers at the issuer only the server finds out. */
export function validateIdentityProvider(values: IdentityProviderValues, saved: IdentityProviderValues, isNew: boolean): FieldError[] {
  return isNew
    ? validate(identityProviderRequestSchema, toIdentityProviderRequest(values)).errors
    : validate(identityProviderUpdateSchema, identityProviderChanges(values, saved)).errors;
}
