import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ACCESS_TOKEN_PREFIX, PRODUCT_NAME, SESSION_COOKIE } from '@cytocampus/contracts';
import { apiErrorSchema } from '@cytocampus/schema';
import { declarePathParameters } from './path-parameters.js';
import { schemaConverter } from './schema-converter.js';

/**
 * GET /api/v1/openapi.json (ADR 0006): every operation with the schema of its body and query (the
 * ones the API validates with, registered by `@Body({schema})` and `@Query({schema})`), of its
 * answer (`@Answers`, `@AnswersFile`) and of its refusals, all from the decorators on the route;
 * its path parameters from the route itself.
 * OpenAPI 3.1, whose schemas are the JSON Schema that zod writes.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${PRODUCT_NAME} API`)
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addCookieAuth(SESSION_COOKIE)
    // Scripts: a personal access token an administrator issued (docs/adr/0034); no CSRF header with it.
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        // An opaque token, not the JWT Nest's builder assumes.
        bearerFormat: undefined,
        description: `A personal access token (\`${ACCESS_TOKEN_PREFIX}…\`): the caller acts as its user. Writes need no CSRF header.`,
      },
      'bearer',
    )
    .addGlobalResponse({
      status: '4XX',
      description: 'Refused: `{code, message, field}`, `code` being the HTTP status (`errors` lists every field problem).',
      standardSchema: apiErrorSchema,
    })
    .build();
  return declarePathParameters(SwaggerModule.createDocument(app, config, { standardSchemaConverter: schemaConverter }));
}
