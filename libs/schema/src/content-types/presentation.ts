import type { ObjectDefinition } from '../definitions/types.js';
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
            fields: {
              type: { type: 'option', required: true, desc: 'Kind', options: PRESENTATION_FILE_TYPES.map((value) => ({ value, label: value })) },
              url: { type: 'url', desc: 'Address', display: { when: { field: 'type', equals: 'Embedded Link' } } },
              src: { type: 'string', desc: 'Uploaded file' },
              playedCurrentTime: { type: 'number', min: 0, desc: 'Start at (seconds)' },
            },
          },
        },
      },
      display: { section: 'Pages' },
    },
  },
};
