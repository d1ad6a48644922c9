import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PRODUCT_NAME } from '@cytocampus/contracts';
import { apiErrorSchema } from '@cytocampus/schema';
import { declarePathParameters } from './path-parameters.js';
import { schemaConverter } from './schema-converter.js';
import { describeSecurity } from './security.js';

/**
 * GET /api/v1/openapi.json (ADR 0006): every operation with the schema of its body and query (the
 * ones the API validates with, registered by `@Body({schema})` and `@Query({schema})`), of its
 * answer (`@Answers`, `@AnswersFile`) and of its refusals, all from the decorators on the route;
 * its path parameters from the route itself, and the credentials it needs from its guards
 * (`describeSecurity`).
 * OpenAPI 3.1, whose schemas are the JSON Schema that zod writes.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${PRODUCT_NAME} API`)
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addGlobalResponse({
      status: '4XX',
      description: 'Refused: `{code, message, field}`, `code` being the HTTP status (`errors` lists every field problem).',
      standardSchema: apiErrorSchema,
    })
    .build();
  return describeSecurity(declarePathParameters(SwaggerModule.createDocument(app, config, { standardSchemaConverter: schemaConverter })), app);
}
