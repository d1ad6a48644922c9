import { ApiOkResponse } from '@nestjs/swagger';
import { successOf, type Schema } from '@cytocampus/schema';
import { openApiSchemaOf } from './schema-converter.js';

const ENVELOPED = 'Success: `{code: 200, data}`.';

/** The documented answers of files, by media type (parameters such as `charset` left out). */
const filesOf = (mediaTypes: readonly string[]) =>
  Object.fromEntries(mediaTypes.map((type) => [type.split(';')[0]!.trim(), { schema: { type: 'string', format: 'binary' } }]));

/**
 * Documents what a route answers (ADR 0006): `{code: 200, data}` with `data` as `schema` says, or
 * with `raw` the value itself (routes marked @RawResponse, and JSON downloads); `orFiles` lists the
 * media types of the files the route answers instead when asked (the CSV of a history). The schemas
 * live in @cytocampus/schema, each proved equal to its interface in @cytocampus/contracts.
 */
export function Answers(schema: Schema, options: { raw?: boolean; orFiles?: readonly string[] } = {}): MethodDecorator {
  const files = filesOf(options.orFiles ?? []);
  const orFiles = Object.keys(files).length > 0 ? ` Or, as the query asks, a file (${Object.keys(files).join(', ')}).` : '';
  return ApiOkResponse({
    description: (options.raw ? 'The value itself (no envelope).' : ENVELOPED) + orFiles,
    content: { 'application/json': { schema: openApiSchemaOf(options.raw ? schema : successOf(schema), 'output') }, ...files },
  });
}

/** Documents a route that answers the bytes of a file (an image, a tile, a download), in one of `mediaTypes`, rather than JSON. */
export const AnswersFile = (mediaTypes: string | readonly string[], description = 'The file.'): MethodDecorator =>
  ApiOkResponse({ description, content: filesOf(typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes) });
