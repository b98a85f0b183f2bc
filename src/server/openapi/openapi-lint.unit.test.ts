// The OpenAPI document as a standard tool reads it: Redocly's recommended rules find nothing, and the client
// that openapi-typescript generates from it typechecks.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';
import { operations } from './operations';

const document = openApiDocument(operations, { title: 'Digital fridge API', version: '1' });

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // Three of the auth library's endpoints only redirect (a reset link, the OpenID callbacks); that every
      // operation has a success answer, 2xx or a redirect, is checked below instead.
      rules: { 'operation-2xx-response': 'off' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`),
    ).toEqual([]);
  });

  it('gives every operation a success answer: 2xx, or a redirect', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, { responses: object }>)) {
        expect(
          Object.keys(op.responses).some((status) => /^[23]\d\d$/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('generates, with openapi-typescript, a client that typechecks', { timeout: 60_000 }, async () => {
    const source = astToString(await openapiTS(JSON.parse(JSON.stringify(document)) as never));
    const dir = await mkdtemp(join(tmpdir(), 'openapi-ts-'));
    try {
      const file = join(dir, 'api.d.ts');
      // A use of the generated types, as a client would: a path's answer and a body.
      const use = join(dir, 'use.ts');
      await writeFile(file, source);
      await writeFile(
        use,
        [
          "import type { paths } from './api';",
          "type Items = paths['/api/fridge-items']['get']['responses'][200]['content']['application/json'];",
          "type Add = NonNullable<paths['/api/fridge-items']['post']['requestBody']>['content']['application/json'];",
          'export const first = (items: Items): string | undefined => items[0]?.id;',
          'export const add = (body: Add): string => body.bagSize;',
        ].join('\n'),
      );
      const program = ts.createProgram([file, use], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: false,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
