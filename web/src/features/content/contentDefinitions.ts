import type { AuthoredType } from '@cytocampus/contracts';
import { CONTENT_TYPE_SCHEMAS, type ObjectDefinition } from '@cytocampus/schema';
import type { ContentScope } from './contentAccess';

/**
 * Fields an organization's own area does not show (spec part 2 "Course editor": isPublic is hidden
 * in an organization context): there the item is the organization's, and sharing with other
 * organizations is the site's business.
 */
export const ORG_HIDDEN_FIELDS = ['isPublic', 'allowedOrgs', 'filterOrgs'] as const;

/** A definition without some top-level fields: the form neither shows nor sends them (the server keeps what it has). */
export function withoutFields(definition: ObjectDefinition, keys: readonly string[]): ObjectDefinition {
  const fields = Object.fromEntries(Object.entries(definition.fields).filter(([key]) => !keys.includes(key)));
  return { ...definition, fields };
}

// One object per type and scope: the schema form caches compiled validators by definition.
const cache = new Map<string, ObjectDefinition>();

/** The definition a type's form draws in a scope. */
export function definitionFor(type: AuthoredType, scope: ContentScope['kind']): ObjectDefinition {
  const key = `${type}:${scope}`;
  let definition = cache.get(key);
  if (!definition) {
    const full = CONTENT_TYPE_SCHEMAS[type].definition;
    definition = scope === 'org' ? withoutFields(full, ORG_HIDDEN_FIELDS) : full;
    cache.set(key, definition);
  }
  return definition;
}
