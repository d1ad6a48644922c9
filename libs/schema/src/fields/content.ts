import { z } from 'zod';
import { list } from './bounds.js';
import { invalid, report } from './issue.js';
import { text } from './text.js';

/** Base content item rules (spec part 2 section 5): name 5 to 127, description 0 to 255, tags 2 to 31. */
export const ITEM_NAME_MIN_LENGTH = 5;
export const ITEM_NAME_MAX_LENGTH = 127;
export const ITEM_DESCRIPTION_MAX_LENGTH = 255;
export const TAG_MIN_LENGTH = 2;
export const TAG_MAX_LENGTH = 31;
export const TAG_PATTERN = /^[a-z0-9._-]+$/;
export const TAG_NEEDS_ALPHANUMERIC = 'At least one number or letter is required';

export const itemName = () => text({ required: true, min: ITEM_NAME_MIN_LENGTH, max: ITEM_NAME_MAX_LENGTH });
export const itemDescription = () => text({ max: ITEM_DESCRIPTION_MAX_LENGTH });

/** One tag: lower-cased, then 2 to 31 of a-z 0-9 . _ - with at least one letter or digit. */
export const tag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(text({ required: true, min: TAG_MIN_LENGTH, max: TAG_MAX_LENGTH, pattern: TAG_PATTERN }))
    .superRefine((value, ctx) => {
      if (value !== '' && !/[a-z0-9]/.test(value)) report(ctx, [invalid(TAG_NEEDS_ALPHANUMERIC)]);
    });

export const tags = () => list(tag());
