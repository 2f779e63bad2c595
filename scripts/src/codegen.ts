/**
 * `npm run codegen`: regenerates `content-model/` from the migrations. It applies every
 * migration to an empty environment of a scratch content service (a temp folder, free ports),
 * then writes what that space serves:
 *
 * - `content-types.json`  content types, editor interfaces and locales in contentful-export format
 * - `schema.graphql`      the GraphQL SDL (sorted), as the content service serves it
 * - `graphql-types.generated.ts`  TypeScript types of the schema, and types plus typed
 *                         document nodes of every `.graphql` document under renderer/ and
 *                         preview-app/ (graphql-codegen)
 * - `limits.md`           every `size` validation, as a table
 * - `model.generated.ts`  every `in` validation as a `const` tuple and union type, every `size`
 *                         bound as a number (`@insurer/content-model/model`, see model-constants.ts)
 *
 * `--check` writes nothing and exits 1 when a file differs (the test suite runs the same check).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as typescriptOperationsPlugin from '@graphql-codegen/typescript-operations';
import * as typedDocumentNodePlugin from '@graphql-codegen/typed-document-node';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, parse, printSchema, type IntrospectionQuery } from 'graphql';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { loadConfig, startContentService } from '@insurer/content-service';
import type { ContentfulTarget } from './contentful-env.js';
import { filesUnder } from './files.js';
import { runPendingMigrations } from './migrate.js';
import { modelConstantsSource } from './model-constants.js';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const CONTENT_MODEL_DIR = join(REPO_ROOT, 'content-model');
const DOCUMENT_ROOTS = ['renderer', 'preview-app'].map((d) => join(REPO_ROOT, d));
const SCRATCH_SPACE = 'codegen';

/** The generated files: path relative to `content-model/` → contents. */
export type GeneratedFiles = Map<string, string>;

/**
 * Builds every `content-model/` file in memory from `migrationsDir` (the repository's
 * migrations by default), on a scratch service that is deleted afterwards.
 * @throws MigrationFailedError when a migration fails; Error when GraphQL introspection fails.
 */
export async function generateContentModel(migrationsDir?: string): Promise<GeneratedFiles> {
  const dataDir = mkdtempSync(join(tmpdir(), 'codegen-'));
  const service = await startContentService(
    loadConfig({
      CONTENT_SERVICE_PORT: '0',
      CONTENT_SERVICE_TLS_PORT: '0',
      CONTENT_SERVICE_DATA_DIR: dataDir,
      CONTENTFUL_SPACE_ID: SCRATCH_SPACE,
    }),
  );
  try {
    const { config } = service.ctx;
    const target: ContentfulTarget = {
      kind: 'local',
      spaceId: SCRATCH_SPACE,
      environmentId: 'master',
      managementToken: config.managementToken,
      managementHost: service.tlsHost,
      graphqlEndpoint: `${service.httpUrl}/content/v1/spaces/${SCRATCH_SPACE}/environments/master`,
      deliveryToken: config.deliveryToken,
      previewToken: config.previewToken,
      certificatePath: service.certificatePath,
      requestsPerSecond: 1000,
    };
    await runPendingMigrations({
      target,
      certificate: service.certificate,
      log: () => undefined,
      ...(migrationsDir ? { migrationsDir } : {}),
    });

    const client = createClient({ accessToken: target.managementToken, host: service.httpHost, insecure: true }, { type: 'plain' });
    return await modelFilesFrom({
      client,
      spaceId: SCRATCH_SPACE,
      environmentId: 'master',
      graphqlEndpoint: target.graphqlEndpoint,
      deliveryToken: config.deliveryToken,
    });
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Where `modelFilesFrom` reads a model: an environment of a space, by the CMA and the GraphQL Content API. */
export interface ModelSource {
  client: PlainClientAPI;
  spaceId: string;
  environmentId: string;
  /** The GraphQL Content API endpoint of that environment. */
  graphqlEndpoint: string;
  deliveryToken: string;
}

/**
 * Every `content-model/` file as the environment `source` serves its model: its content types,
 * editor interfaces and locales, its GraphQL schema (descriptions naming the scratch space, so an
 * environment of any space compares equal) and the TypeScript types of the site's documents
 * against it (graphql-codegen validates every document, so a query the schema no longer answers
 * throws here).
 * @throws Error when GraphQL introspection fails or a document of renderer/ or preview-app/ does
 * not validate against the schema.
 */
export async function modelFilesFrom(source: ModelSource): Promise<GeneratedFiles> {
  const scope = { spaceId: source.spaceId, environmentId: source.environmentId };
  const { client } = source;
  const [contentTypes, editorInterfaces, locales] = await Promise.all([
    client.contentType.getMany({ ...scope, query: { limit: 1000 } }),
    client.editorInterface.getMany(scope),
    client.locale.getMany(scope),
  ]);
  const exported = {
    contentTypes: contentTypes.items.map((ct) => ({
      ...stableSys(ct.sys),
      name: ct.name,
      description: ct.description,
      displayField: ct.displayField,
      fields: ct.fields,
    })),
    editorInterfaces: editorInterfaces.items.map((ei) => ({
      sys: { id: ei.sys.id, type: ei.sys.type, contentType: ei.sys.contentType },
      controls: ei.controls,
      ...(ei.sidebar ? { sidebar: ei.sidebar } : {}),
    })),
    locales: locales.items.map((l) => ({
      name: l.name,
      code: l.code,
      fallbackCode: l.fallbackCode,
      default: l.default,
      optional: l.optional,
      contentManagementApi: l.contentManagementApi,
      contentDeliveryApi: l.contentDeliveryApi,
    })),
  };
  exported.contentTypes.sort((a, b) => a.sys.id.localeCompare(b.sys.id));
  exported.editorInterfaces.sort((a, b) => a.sys.contentType.sys.id.localeCompare(b.sys.contentType.sys.id));

  const res = await fetch(source.graphqlEndpoint, {
    method: 'POST',
    headers: { Authorization: `Bearer ${source.deliveryToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const introspection = (await res.json()) as { data?: IntrospectionQuery; errors?: unknown };
  if (!introspection.data) throw new Error(`GraphQL introspection failed: ${JSON.stringify(introspection.errors)}`);
  // The type descriptions link to the space's content types; name the scratch space, as codegen does.
  const sdl = printSchema(lexicographicSortSchema(buildClientSchema(introspection.data))).replaceAll(
    `/spaces/${source.spaceId}/content_types/`,
    `/spaces/${SCRATCH_SPACE}/content_types/`,
  );

  const files: GeneratedFiles = new Map();
  files.set('content-types.json', `${JSON.stringify(exported, null, 2)}\n`);
  files.set('schema.graphql', `${sdl}\n`);
  files.set('graphql-types.generated.ts', await typescriptTypes(sdl));
  files.set('limits.md', limitsTable(exported.contentTypes));
  files.set('model.generated.ts', modelConstantsSource(exported.contentTypes));
  return files;
}

/** Only the identity of `sys`: versions, dates and users change on every run. */
function stableSys(sys: { id: string; type: string }): { sys: { id: string; type: string } } {
  return { sys: { id: sys.id, type: sys.type } };
}

async function typescriptTypes(sdl: string): Promise<string> {
  const documents = DOCUMENT_ROOTS.flatMap((root) => filesUnder(root).filter((file) => file.endsWith('.graphql'))).map((file) => ({
    location: relative(REPO_ROOT, file),
    document: parse(readFileSync(file, 'utf8')),
  }));
  const output = await codegen({
    schema: parse(sdl),
    documents,
    filename: 'graphql-types.generated.ts',
    plugins: [{ typescript: {} }, { typescriptOperations: {} }, { typedDocumentNode: {} }],
    pluginMap: {
      typescript: typescriptPlugin,
      typescriptOperations: typescriptOperationsPlugin,
      typedDocumentNode: typedDocumentNodePlugin,
    },
    config: {
      enumsAsTypes: true,
      useTypeImports: true,
      skipTypename: false,
      avoidOptionals: false,
      scalars: { DateTime: 'string', JSON: 'unknown', Dimension: 'number', HexColor: 'string', Quality: 'number' },
    },
  });
  return `/* Generated by \`npm run codegen\` from the migrations; do not edit. */\n${output}`;
}

interface ExportedField {
  id: string;
  name: string;
  type: string;
  items?: { type: string };
  validations?: { size?: { min?: number; max?: number }; message?: string | null }[];
}

/** Markdown table of every `size` validation: items of arrays and lengths of text. */
export function limitsTable(contentTypes: { sys: { id: string }; name: string; fields: ExportedField[] }[]): string {
  const rows: string[] = [];
  for (const ct of contentTypes) {
    for (const field of ct.fields) {
      for (const v of field.validations ?? []) {
        if (!v.size) continue;
        const kind = field.type === 'Array' ? 'items' : 'characters';
        rows.push(
          `| ${ct.name} (\`${ct.sys.id}\`) | ${field.name} (\`${field.id}\`) | ${kind} | ${v.size.min ?? ''} | ${v.size.max ?? ''} | ${(v.message ?? '').replace(/\|/g, '\\|')} |`,
        );
      }
    }
  }
  return [
    '# Content limits',
    '',
    'Generated by `npm run codegen` from the migrations; do not edit. Each limit is a `size` validation, so the CMS refuses to publish content over it (422 `ValidationFailed`).',
    '',
    '| content type | field | counts | min | max | message |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * Writes the files into `dir` (`content-model/` by default), or with `check` compares them;
 * answers the paths that differ (`content-model/<name>` for the repository's folder, else absolute).
 */
export function syncContentModel(files: GeneratedFiles, check: boolean, dir: string = CONTENT_MODEL_DIR): string[] {
  const stale: string[] = [];
  for (const [name, contents] of files) {
    const path = join(dir, name);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (current === contents) continue;
    stale.push(dir === CONTENT_MODEL_DIR ? `content-model/${name}` : path);
    if (!check) writeFileSync(path, contents);
  }
  return stale;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  const files = await generateContentModel();
  const changed = syncContentModel(files, check);
  if (check && changed.length) {
    console.error(`[codegen] stale: ${changed.join(', ')}; run npm run codegen`);
    process.exit(1);
  }
  console.log(changed.length ? `[codegen] ${check ? 'stale' : 'wrote'}: ${changed.join(', ')}` : '[codegen] content-model/ is up to date');
}
