import { TEACHING_LIMITS, type TeachingAudience } from '@cytocampus/contracts';
import { z } from 'zod';
import { uuid } from '../fields/formats.js';
import { isBlank, missing, report } from '../fields/issue.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { ID_MAX_LENGTH } from './limits.js';

/** Bodies of the live teaching calls (issue 16 section 4; docs/adr/0030). */

/** A slide, group, user or poll id named in a body. */
const id = () => text({ required: true, max: ID_MAX_LENGTH, pattern: /^[A-Za-z0-9-]+$/ });

const AUDIENCE_KINDS = ['group', 'link'] as const;

/** `{kind: 'group', groupId}` or `{kind: 'link'}`; a group session names its group. */
const audience = () =>
  z
    .object({ kind: option(AUDIENCE_KINDS), groupId: id().optional() }, { error: (issue) => (isBlank(issue.input) ? GENERIC.required : NOT_VALID) })
    .superRefine((value, ctx) => {
      if (value.kind === 'group' && value.groupId === undefined) report(ctx, [missing(GENERIC.required)], ['groupId']);
    })
    .transform((value): TeachingAudience => (value.kind === 'group' ? { kind: 'group', groupId: value.groupId ?? '' } : { kind: 'link' }));

/** POST /teaching/sessions: a slide (revision or item id), a title, the audience; `id` client-made so a resent start records nothing. */
export const startTeachingRequestSchema = z.object({
  id: uuid().optional(),
  slideId: id(),
  title: text({ required: true, max: TEACHING_LIMITS.titleMax }),
  audience: audience(),
});
export type StartTeachingValues = z.output<typeof startTeachingRequestSchema>;

/** POST /teaching/sessions/{id}/control: a participant, or null to take control back. */
export const handControlRequestSchema = z.object({ userId: id().nullable() });

/** POST /teaching/sessions/{id}/answer: one of the open poll's options (the decider checks which). */
export const answerPollRequestSchema = z.object({ pollId: id(), answer: text({ required: true, max: ID_MAX_LENGTH }) });
