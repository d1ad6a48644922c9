import { FORM_ERROR, type FieldError } from '@cytocampus/contracts';
import type { ObjectDefinition } from '../definitions/types.js';
import { GENERIC } from '../messages/generic.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { BASE_FIELDS } from './base.js';

/** A presentation page shows an embedded video, an embedded link or an uploaded file. */
export const PRESENTATION_FILE_TYPES = ['Embedded Video', 'Embedded Link', 'Uploaded File'] as const;
export const PRESENTATION_PAGES_MAX = 100;

/** Presentations (spec part 2 sections 3 and 5): a title and 1 to 100 pages. */
export const PRESENTATION_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Pages', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    title: { type: 'string', required: true, max: 127, desc: 'Title', display: { section: 'Info' } },
    pages: {
      type: 'array',
      required: true,
      min: 1,
      max: PRESENTATION_PAGES_MAX,
      desc: 'Pages',
      item: {
        type: 'object',
        fields: {
          title: { type: 'string', required: true, max: 127, desc: 'Page title' },
          file: {
            type: 'object',
            required: true,
            desc: 'Content',
            // checkPresentation's rule: an uploaded file needs its file, the embedded kinds their address.
            jsonSchema: { if: { properties: { type: { enum: ['Uploaded File'] } } }, then: { required: ['src'] }, else: { required: ['url'] } },
            fields: {
              type: { type: 'option', required: true, desc: 'Kind', options: PRESENTATION_FILE_TYPES.map((value) => ({ value, label: value })) },
              // Required for both embedded kinds (checkPresentation); `when` takes one value, and the web editor draws this object itself.
              url: { type: 'url', desc: 'Address', display: { when: { field: 'type', equals: 'Embedded Link' } } },
              src: { type: 'string', max: ID_MAX_LENGTH, desc: 'Uploaded file' },
              playedCurrentTime: { type: 'number', min: 0, desc: 'Start at (seconds)' },
            },
          },
        },
      },
      display: { section: 'Pages' },
    },
  },
};

interface PresentationPageValue {
  file?: { type?: unknown; url?: unknown; src?: unknown } | null;
}

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * The rule across a page's fields (ADR 0011): embedded videos and links need their address, an
 * uploaded file its file. The spec has no text of its own for it: the generic 'Required' (code 1)
 * on the missing field, as for any required field.
 */
export function checkPresentation(value: { pages?: unknown }): FieldError[] {
  const pages = Array.isArray(value.pages) ? (value.pages as PresentationPageValue[]) : [];
  return pages.flatMap(({ file }, index): FieldError[] => {
    const missing = file?.type === 'Uploaded File' ? (blank(file.src) ? 'src' : null) : file && blank(file.url) ? 'url' : null;
    return missing ? [{ field: `pages.${index}.file.${missing}`, message: GENERIC.required, code: FORM_ERROR.missing }] : [];
  });
}
