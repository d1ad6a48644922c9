import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { formatFileSize } from '../messages/format.js';
import { invalid, report } from '../fields/issue.js';
import { text } from '../fields/text.js';
import { ANY_JSON_MAX_LENGTH, FILE_NAME_MAX_LENGTH, ID_MAX_LENGTH } from '../forms/limits.js';
import { FILE_KINDS, FILE_MAX_BYTES, IMAGE_MAX_BYTES, type FieldDefinition } from './types.js';

type FileDefinition = Extract<FieldDefinition, { type: 'file' | 'image' }>;

/** A stored file's reference: a bounded id and name, a size within the field's limits, an accepted kind. */
export function fileRef(def: FileDefinition) {
  const mimes = new Set<string>(def.accept.map((kind) => FILE_KINDS[kind].mime));
  const min = def.minSize ?? 1;
  const max = def.maxSize ?? (def.type === 'image' ? IMAGE_MAX_BYTES : FILE_MAX_BYTES);
  return z
    .object(
      {
        fileId: text({ required: true, max: ID_MAX_LENGTH }),
        name: text({ max: FILE_NAME_MAX_LENGTH }),
        size: z.number({ error: NOT_VALID }),
        type: z.string({ error: NOT_VALID }),
      },
      { error: NOT_VALID },
    )
    .superRefine((file, ctx) => {
      if (file.size < min) report(ctx, [invalid(GENERIC.fileTooSmall(formatFileSize(min), formatFileSize(file.size)))]);
      if (file.size > max) report(ctx, [invalid(GENERIC.fileTooLarge(formatFileSize(max), formatFileSize(file.size)))]);
      if (!mimes.has(file.type)) report(ctx, [invalid(NOT_VALID)]);
    });
}

/** Free-form data: any JSON value of at most ANY_JSON_MAX_LENGTH characters once written out. */
export const anyValue = () =>
  z.unknown().superRefine((value, ctx) => {
    const length = value === undefined ? 0 : ((JSON.stringify(value) as string | undefined)?.length ?? 0);
    if (length > ANY_JSON_MAX_LENGTH) report(ctx, [invalid(GENERIC.tooLongBy(length - ANY_JSON_MAX_LENGTH))]);
  });
