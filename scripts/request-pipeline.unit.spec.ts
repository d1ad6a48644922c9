import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * Handlers are free of HTTP (docs/adr/0037): a command or query handler refuses with libs/domain's
 * `DomainError`, which the one exception filter at the edge maps to the spec's `{code, message, field}`.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MODULES = join(ROOT, 'api/src/modules');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const HANDLER = /@(Command|Query)Handler\(/;
const HTTP_IMPORT = /from '(express|[./]*\/http\/[^']+)'/g;

/** The HTTP imports of a handler's file. */
function httpImportsOf(text: string): string[] {
  return HANDLER.test(text) ? [...text.matchAll(HTTP_IMPORT)].map((m) => m[1]!) : [];
}

describe('the request pipeline', () => {
  it('finds the HTTP imports of a handler (and none outside handlers)', () => {
    const handler = "import { ApiException } from '../../../http/api-exception.js';\n@QueryHandler(GetX)\nexport class H {}";
    expect(httpImportsOf(handler)).toEqual(['../../../http/api-exception.js']);
    expect(httpImportsOf(handler.replace('@QueryHandler(GetX)', ''))).toEqual([]);
  });

  it('has no handler importing an HTTP type', () => {
    const files = sources(MODULES);
    const offenders = files.flatMap((file) => httpImportsOf(readFileSync(file, 'utf8')).map((from) => `${relative(ROOT, file)}: ${from}`));
    expect(files.filter((file) => HANDLER.test(readFileSync(file, 'utf8'))).length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
