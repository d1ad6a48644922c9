import { CONTENT_TYPE_SCHEMAS, type ObjectDefinition } from '@cytocampus/schema';
import type { SlideScope } from '../contentKit';

const SLIDE_DEFINITION = CONTENT_TYPE_SCHEMAS.slide.definition;
let orgDefinition: ObjectDefinition | null = null;

/**
 * The slide form's definition in a scope: in an organization's area without isPublic and the
 * sharing lists (spec: isPublic is hidden in an organization context). One object per scope: the
 * schema form caches compiled validators by definition.
 */
export function slideDefinition(scope: SlideScope, orgHiddenFields: readonly string[]): ObjectDefinition {
  if (scope.kind === 'admin') return SLIDE_DEFINITION;
  orgDefinition ??= {
    ...SLIDE_DEFINITION,
    fields: Object.fromEntries(Object.entries(SLIDE_DEFINITION.fields).filter(([key]) => !orgHiddenFields.includes(key))),
  };
  return orgDefinition;
}
