import { fileURLToPath } from 'node:url';
import { bundle, createConfig, type Config } from '@redocly/openapi-core';

/** A JSON Schema object as it appears in the bundled contract (OpenAPI 3.1 = JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractRequestBody {
  /** The media type the contract declares first (JSON-like or multipart). */
  contentType: string;
  /** True for `multipart/form-data`: the body is read by the handler, not validated by Ajv. */
  multipart: boolean;
  required: boolean;
  schema: JsonSchema | undefined;
}

export interface ContractResponse {
  /** Schema of the JSON body; undefined when the reply has no JSON body (204, files). */
  schema: JsonSchema | undefined;
}

export interface ContractPermission {
  resource: string;
  verb: string;
}

export interface ContractOperation {
  method: HttpMethod;
  /** Path as the contract writes it, relative to the server URL (`/locations/{id}`). */
  path: string;
  operationId: string;
  parameters: ContractParameter[];
  requestBody: ContractRequestBody | undefined;
  /** Keyed by status code as written in the contract (`200`, `4XX`, `default`). */
  responses: Record<string, ContractResponse>;
  isPublic: boolean;
  permission: ContractPermission | undefined;
}

export interface Contract {
  /** The bundled contract with every `$ref` resolved (what the validators use). */
  document: JsonSchema;
  /** The bundled contract with its internal `$ref`s kept (what the docs page shows). */
  bundled: JsonSchema;
  operations: ContractOperation[];
  byOperationId: ReadonlyMap<string, ContractOperation>;
}

/** `<repo>/openapi/openapi.yaml`, found relative to this file (apps/api/src/http). */
export const defaultContractPath = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const cache = new Map<string, Promise<Contract>>();
const loaded = new Map<string, Contract>();

/** Bundles and dereferences the contract once per path; later calls share the same object. */
export function loadContract(path: string = defaultContractPath): Promise<Contract> {
  let pending = cache.get(path);
  if (!pending) {
    pending = readContract(path).then((contract) => {
      loaded.set(path, contract);
      return contract;
    });
    // A failed load is not cached, so a fixed file can be loaded again.
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

/** The contract already loaded from `path`, for synchronous callers (test assertions). */
export function loadedContract(path: string = defaultContractPath): Contract | undefined {
  return loaded.get(path);
}

async function readContract(path: string): Promise<Contract> {
  const config = await createConfig({});
  const [dereferenced, bundled] = await Promise.all([
    bundleOnce(path, config, true),
    bundleOnce(path, config, false),
  ]);
  const operations = listOperations(dereferenced);
  return {
    document: dereferenced,
    bundled,
    operations,
    byOperationId: new Map(operations.map((op) => [op.operationId, op])),
  };
}

async function bundleOnce(path: string, config: Config, dereference: boolean): Promise<JsonSchema> {
  const result = await bundle({ ref: path, config, dereference });
  const unresolved = result.problems.filter((problem) => problem.severity === 'error');
  if (unresolved.length > 0) {
    const details = unresolved.map((problem) => problem.message).join('; ');
    throw new Error(`The contract ${path} cannot be bundled: ${details}`);
  }
  return asRecord(result.bundle.parsed);
}

/** Flattens `paths` into one entry per operation, merging path-level parameters into each. */
export function listOperations(document: JsonSchema): ContractOperation[] {
  const paths = asRecord(document.paths);
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = asRecord(rawItem);
    const shared = asArray(item.parameters).map(toParameter);
    for (const method of METHODS) {
      const raw = item[method.toLowerCase()];
      if (raw === undefined) continue;
      const operation = asRecord(raw);
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method} ${path} has no operationId`);
      operations.push({
        method,
        path,
        operationId,
        parameters: mergeParameters(shared, asArray(operation.parameters).map(toParameter)),
        requestBody: toRequestBody(operation.requestBody),
        responses: toResponses(operation.responses),
        isPublic: operation['x-public'] === true,
        permission: toPermission(operation['x-permission'], operationId),
      });
    }
  }
  return operations;
}

function mergeParameters(shared: ContractParameter[], own: ContractParameter[]): ContractParameter[] {
  const key = (p: ContractParameter) => `${p.in}:${p.name}`;
  const ownKeys = new Set(own.map(key));
  return [...shared.filter((p) => !ownKeys.has(key(p))), ...own];
}

function toParameter(raw: unknown): ContractParameter {
  const p = asRecord(raw);
  const location = p.in;
  if (typeof p.name !== 'string' || !['path', 'query', 'header', 'cookie'].includes(String(location))) {
    throw new Error(`Invalid parameter in the contract: ${JSON.stringify(raw)}`);
  }
  return {
    name: p.name,
    in: location as ContractParameter['in'],
    required: p.required === true || location === 'path',
    schema: asRecord(p.schema ?? {}),
  };
}

function isJsonMediaType(type: string): boolean {
  return /^application\/([\w.+-]*\+)?json$/i.test(type);
}

/** The JSON schema of a `content` map: the first JSON-like media type wins. */
function jsonSchemaOf(content: unknown): JsonSchema | undefined {
  const entries = Object.entries(asRecord(content ?? {}));
  const json = entries.find(([type]) => isJsonMediaType(type));
  const schema = json ? asRecord(json[1]).schema : undefined;
  return schema === undefined ? undefined : asRecord(schema);
}

function toRequestBody(raw: unknown): ContractRequestBody | undefined {
  if (raw === undefined) return undefined;
  const body = asRecord(raw);
  const content = asRecord(body.content ?? {});
  const types = Object.keys(content);
  const contentType = types.find(isJsonMediaType) ?? types[0];
  if (contentType === undefined) return undefined;
  const multipart = contentType.startsWith('multipart/');
  return {
    contentType,
    multipart,
    required: body.required === true,
    schema: multipart ? undefined : jsonSchemaOf(content),
  };
}

function toResponses(raw: unknown): Record<string, ContractResponse> {
  const responses: Record<string, ContractResponse> = {};
  for (const [status, value] of Object.entries(asRecord(raw ?? {}))) {
    responses[status] = { schema: jsonSchemaOf(asRecord(value).content) };
  }
  return responses;
}

function toPermission(raw: unknown, operationId: string): ContractPermission | undefined {
  if (raw === undefined) return undefined;
  const p = asRecord(raw);
  if (typeof p.resource !== 'string' || typeof p.verb !== 'string') {
    throw new Error(`${operationId}: x-permission needs a resource and a verb`);
  }
  return { resource: p.resource, verb: p.verb };
}

function asRecord(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`Expected an object in the contract, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

function asArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`Expected an array in the contract, got ${JSON.stringify(value)}`);
  return value;
}
