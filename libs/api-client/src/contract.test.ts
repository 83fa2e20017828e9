// Checks of the contract the client is generated from (openapi/), beyond what redocly lint covers:
// the house conventions of docs/api-conventions.md, and that every schema compiles under Ajv strict
// (the server validates requests with Ajv).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCUS_MEDIA_TYPE } from './media-type.js';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId: string;
  parameters?: Json[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Op {
  method: string;
  path: string;
  op: Operation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const RESOURCES = new Set(
  'session account account_setting account_experiment user user_type profile group location source country state category tag review_tag url oauth_token integration whitelabel user_preference upload notification review response response_template alert export_file scheduled_export local_listing issue amplify media insights metrics location_score request campaign contact request_page'.split(
    ' ',
  ),
);
const FILE_REPLIES: Record<string, string[]> = {
  fetchExportFileData: ['text/csv'],
  // The Location Performance CSV downloads (F7-059 to F7-061, P7-079, P7-082 to P7-084).
  exportLocationPerformanceCsv: ['text/csv'],
  exportLocationScoresCsv: ['text/csv'],
  exportGroupScoresCsv: ['text/csv'],
  exportLocationMetricsCsv: ['text/csv'],
  exportGroupMetricsCsv: ['text/csv'],
  // Ask for Reviews' CSV downloads (P7-079).
  downloadCampaignsCsv: ['text/csv'],
  downloadDoNotContactCsv: ['text/csv'],
  downloadRecipientTemplateCsv: ['text/csv'],
  downloadFailedUploadRecipientsCsv: ['text/csv'],
  downloadMicrosurveyCustomAttributesCsv: ['text/csv'],
  getMediaFile: ['image/jpeg', 'image/png'],
  subscribeChannel: ['text/event-stream'],
  streamReview: ['text/event-stream'],
};
const VERBS = new Set(['create', 'read', 'update', 'delete', 'respond', 'preview']);

let doc: Json;
let ops: Op[];

/** Follows a local `#/a/b` reference of the bundled document. */
function deref<T = Json>(node: unknown): T {
  let current = node as Json;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json;
  }
  return current as T;
}

const paramNames = (op: Op) => (op.op.parameters ?? []).map((p) => deref<{ name: string }>(p).name);

beforeAll(async () => {
  const config = await createConfig({});
  const result = await bundle({ ref: root('openapi/openapi.yaml'), config });
  doc = result.bundle.parsed as Json;
  ops = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Operation })),
  );
});

describe('openapi contract', () => {
  it('describes exactly the operation catalogue of docs/api-conventions.md', () => {
    const table =
      readFileSync(root('docs/api-conventions.md'), 'utf8').split('## Resource catalogue')[1] ?? '';
    const expected: string[] = [];
    for (const [, methods = '', path = '', ids = ''] of table.matchAll(/`([A-Z/]+) (\/[^`]*)` ([\w/*]+)/g)) {
      const verbs = methods.split('/');
      const names = ids.endsWith('*')
        ? verbs.map((v) => ids.slice(0, -1) + v[0] + v.slice(1).toLowerCase())
        : ids.split('/');
      verbs.forEach((verb, i) => expected.push(`${verb} ${path} ${names[i]}`));
    }
    const actual = ops.map(({ method, path, op }) => `${method.toUpperCase()} ${path} ${op.operationId}`);
    expect(expected.length).toBeGreaterThan(60);
    expect(actual.sort()).toEqual(expected.sort());
  });

  it('marks every operation public (with no security) or with a known permission', () => {
    for (const { op } of ops) {
      const permission = op['x-permission'] as { resource: string; verb: string } | undefined;
      if (op['x-public'] === true) {
        expect(op.security, op.operationId).toEqual([]);
        expect(permission, op.operationId).toBeUndefined();
      } else {
        expect(RESOURCES.has(permission?.resource ?? ''), op.operationId).toBe(true);
        expect(VERBS.has(permission?.verb ?? ''), op.operationId).toBe(true);
      }
    }
  });

  it('[P7-007] every GET declares the nonce parameter', () => {
    for (const op of ops.filter((o) => o.method === 'get'))
      expect(paramNames(op), op.op.operationId).toContain('nonce');
  });

  it('[P7-009] every tenant list declares account_id and the paging parameters', () => {
    // Accounts are filtered by parent_id; user types and white-label look-ups are not per account.
    // A review's history is one review's: its id, checked against the caller's account, scopes it.
    const notTenant = new Set([
      'listAccounts',
      'listUserTypes',
      'listWhitelabels',
      'listMediaCategories',
      'listReviewEvents',
    ]);
    const lists = ops.filter((o) => isList(o) && !notTenant.has(o.op.operationId));
    expect(lists.length).toBeGreaterThanOrEqual(14);
    for (const op of lists) {
      expect(paramNames(op), op.op.operationId).toEqual(
        expect.arrayContaining(['account_id', 'page', 'per_page']),
      );
    }
  });

  it('[P7-004] [P7-005] bodies and replies use the versioned media type (multipart for the upload)', () => {
    for (const { op } of ops) {
      for (const type of Object.keys(op.requestBody?.content ?? {})) {
        expect([LOCUS_MEDIA_TYPE, 'multipart/form-data'], op.operationId).toContain(type);
      }
      for (const reply of Object.values(op.responses)) {
        // The file replies: the export download (P7-086), the photo files, the realtime event stream.
        const allowed = FILE_REPLIES[op.operationId] ?? [];
        for (const type of Object.keys(deref<{ content?: Json }>(reply).content ?? {}))
          expect([LOCUS_MEDIA_TYPE, ...allowed], op.operationId).toContain(type);
      }
    }
  });

  it('closes every JSON request body (additionalProperties: false), except the free-form triage body', () => {
    for (const { op } of ops) {
      const schema = op.requestBody?.content[LOCUS_MEDIA_TYPE]?.schema;
      if (!schema || op.operationId.startsWith('triage')) continue;
      expect(deref(schema).additionalProperties, op.operationId).toBe(false);
    }
  });

  it('lists reply with the HAL envelope, embedding items under the path plural name', () => {
    const lists = ops.filter(isList);
    expect(lists.length).toBeGreaterThanOrEqual(17);
    for (const list of lists) {
      const [page, embedded] = deref<{ allOf: Json[] }>(replySchema(list)).allOf;
      expect(deref(page).required).toEqual(['_total', '_total_pages', '_page', '_links']);
      const keys = Object.keys(
        deref<{ properties: { _embedded: { properties: Json } } }>(embedded).properties._embedded.properties,
      );
      // Items sit under the last path segment's name (`/amplify/widgets` embeds `widgets`); the spec names a few
      // paths in the singular, whose items are still plural.
      const plural = PLURAL_OF_PATH[list.path] ?? list.path.split('/').pop();
      expect(keys, list.op.operationId).toEqual([plural]);
    }
  });

  it('compiles every schema under Ajv strict mode (draft-07 and 2020-12)', () => {
    for (const AjvClass of [Ajv, Ajv2020]) {
      const ajv = new AjvClass({ strict: true, allErrors: true });
      addFormats(ajv);
      ajv.addKeyword('components');
      ajv.addSchema({ components: doc.components }, 'contract');
      for (const name of Object.keys((doc.components as { schemas: Json }).schemas)) {
        expect(() => ajv.compile({ $ref: `contract#/components/schemas/${name}` }), name).not.toThrow();
      }
    }
    // Compiling every named schema twice takes seconds on a busy machine.
  }, 30_000);
});

/** Paths the spec names whose last segment is not their items' plural name. */
const PLURAL_OF_PATH: Readonly<Record<string, string>> = {
  '/urls_check': 'urls',
  '/metrics/{account_id}/location': 'locations',
  '/metrics/{account_id}/group': 'groups',
  // The resource type is the review event (as review_tags are the review's tags).
  '/reviews/{id}/events': 'review_events',
  // A survey's responses are microsurvey responses (the export resource's name).
  '/microsurveys/{id}/responses': 'microsurvey_responses',
};

function replySchema({ op }: Op): Json {
  return (
    deref<{ content?: Record<string, { schema: Json }> }>(op.responses['200'] ?? {}).content?.[
      LOCUS_MEDIA_TYPE
    ]?.schema ?? {}
  );
}

function isList(op: Op): boolean {
  const first = deref<{ allOf?: Json[] }>(replySchema(op)).allOf?.[0];
  return op.method === 'get' && first?.$ref === '#/components/schemas/ListPage';
}
