import { ApiOkResponse } from '@nestjs/swagger';
import { successOf, type Schema } from '@cytocampus/schema';

const ENVELOPED = 'Success: `{code: 200, data}`.';

/**
 * Documents what a route answers (ADR 0006): `{code: 200, data}` with `data` as `schema` says, or
 * with `raw` the value itself (routes marked @RawResponse). The schemas live in @cytocampus/schema,
 * each proved equal to its interface in @cytocampus/contracts.
 */
export const Answers = (schema: Schema, options: { raw?: boolean } = {}): MethodDecorator =>
  ApiOkResponse({ description: options.raw ? 'The value itself (no envelope).' : ENVELOPED, standardSchema: options.raw ? schema : successOf(schema) });

/** Documents a route that answers the bytes of a file (an image, a tile, a download) rather than JSON. */
export const AnswersFile = (mediaType: string, description = 'The file.'): MethodDecorator =>
  ApiOkResponse({ description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });
