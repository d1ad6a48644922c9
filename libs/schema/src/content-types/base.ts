import { ITEM_DESCRIPTION_MAX_LENGTH, ITEM_NAME_MAX_LENGTH, ITEM_NAME_MIN_LENGTH, TAG_MAX_LENGTH, TAG_MIN_LENGTH } from '../fields/content.js';
import type { FieldDefinition } from '../definitions/types.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';

/** The base content item (spec part 2 sections 3 and 5): what every content type's form starts with. */
export const BASE_FIELDS = {
  name: {
    type: 'string',
    required: true,
    min: ITEM_NAME_MIN_LENGTH,
    max: ITEM_NAME_MAX_LENGTH,
    desc: 'Name',
    defaultValue: 'Unnamed',
    display: { section: 'Info' },
  },
  description: { type: 'string', max: ITEM_DESCRIPTION_MAX_LENGTH, desc: 'Description', display: { section: 'Info', widget: 'textarea' } },
  tags: {
    type: 'array',
    desc: 'Tags',
    item: {
      type: 'string',
      required: true,
      min: TAG_MIN_LENGTH,
      max: TAG_MAX_LENGTH,
      lowercase: true,
      pattern: '^[a-z0-9._-]+$',
      alphanumeric: true,
      desc: 'Tag',
    },
    display: { section: 'Info', widget: 'tags' },
  },
  // Hidden in an organization's own content area (spec part 2 section 2): there it is the organization's.
  isPublic: { type: 'bool', desc: 'Public', display: { section: 'Info', widget: 'switch' } },
  allowedOrgs: {
    type: 'array',
    item: { type: 'string', required: true, max: ID_MAX_LENGTH },
    desc: 'Shared with organizations',
    display: { section: 'Sharing' },
  },
  filterOrgs: {
    type: 'array',
    item: { type: 'string', required: true, max: ID_MAX_LENGTH },
    desc: 'Hidden from organizations',
    display: { section: 'Sharing' },
  },
} as const satisfies Record<string, FieldDefinition>;
