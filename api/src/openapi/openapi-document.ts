import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PRODUCT_NAME, SESSION_COOKIE } from '@cytocampus/contracts';
import { apiErrorSchema } from '@cytocampus/schema';
import { describeRoutes } from './describe-routes.js';
import { ROUTE_SCHEMAS } from './route-schemas.js';
import { schemaConverter } from './schema-converter.js';

/**
 * GET /api/v1/openapi.json (ADR 0006): every operation with the schema of its body and query (the
 * ones the API validates with, registered by `@Body({schema})` and `@Query({schema})`), of its
 * answer (`@Answers`) and of its refusals. OpenAPI 3.1, whose schemas are the JSON Schema that zod writes.
 */
export function buildOpenApiDocument(app: INestApplication): { document: OpenAPIObject; staleRoutes: string[] } {
  const config = new DocumentBuilder()
    .setTitle(`${PRODUCT_NAME} API`)
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addCookieAuth(SESSION_COOKIE)
    .addGlobalResponse({
      status: '4XX',
      description: 'Refused: `{code, message, field}`, `code` being the HTTP status (`errors` lists every field problem).',
      standardSchema: apiErrorSchema,
    })
    .build();
  const document = SwaggerModule.createDocument(app, config, { standardSchemaConverter: schemaConverter });
  const staleRoutes = describeRoutes(document, ROUTE_SCHEMAS);
  dropUnusedSchemas(document);
  return { document, staleRoutes };
}

/** Named schemas nothing refers to any more (swagger's placeholder for an untyped `@Body()` the route table replaced). */
function dropUnusedSchemas(document: OpenAPIObject): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const text = JSON.stringify(document);
  for (const name of Object.keys(schemas)) if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
}
