/**
 * Hostile requests generated from the contract: for every operation, each path, query and body field in turn
 * gets values a client should never send (ids beyond int4, huge pages, NUL bytes, very long text, oversized id
 * arrays...). The bad-input test sends them all and expects no 5xx; a new call in the contract is covered
 * without touching the test.
 */
import type { Contract, ContractOperation, JsonSchema } from '../http/contract.js';
import type { QueryValue } from './http-harness.js';

export interface HostileRequest {
  operationId: string;
  method: string;
  path: string;
  query: Record<string, QueryValue>;
  body?: unknown;
  /** What was made hostile, for the failure message. */
  what: string;
}

/** Numbers a PostgreSQL int4 or bigint column refuses, and shapes that are not integers at all. */
const HOSTILE_INTEGERS = ['3000000000', '2147483648', '-2147483649', '99999999999999999999', '1e400', '-1', '0', '1.5', 'abc', ''];
const HOSTILE_TEXT = ['\u0000', 'x'.repeat(5000), "'; drop table users; --", '%', 'ünïcødé \u{1F600}', '../../etc/passwd'];
const HOSTILE_BODY_NUMBERS = [3000000000, -2147483649, 1e308, 1.5, -1];

function types(schema: JsonSchema | undefined): string[] {
  const type = schema?.['type'];
  if (Array.isArray(type)) return type as string[];
  return typeof type === 'string' ? [type] : [];
}

function valuesFor(schema: JsonSchema | undefined): string[] {
  const t = types(schema);
  if (t.includes('integer') || t.includes('number')) return HOSTILE_INTEGERS;
  if (t.includes('array')) return [...HOSTILE_INTEGERS.slice(0, 3), ...HOSTILE_TEXT.slice(0, 2)];
  return HOSTILE_TEXT;
}

/** Hostile values for one body property. */
function bodyValuesFor(schema: JsonSchema | undefined): unknown[] {
  const t = types(schema);
  if (t.includes('integer') || t.includes('number')) return HOSTILE_BODY_NUMBERS;
  if (t.includes('array')) {
    const items = schema?.['items'] as JsonSchema | undefined;
    const item = types(items).includes('integer') ? 3000000000 : '\u0000';
    return [[item], Array.from({ length: 20_000 }, (_, i) => (types(items).includes('integer') ? i + 1 : `v${i}`))];
  }
  if (t.includes('object')) return [{ '\u0000': 1, nested: { deeper: 3000000000 } }, 'not an object'];
  return ['\u0000', 'x'.repeat(100_000), 3000000000];
}

/** Top-level properties of a body schema (through allOf), for a JSON body. */
function bodyProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const own = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const parts = ((schema['allOf'] ?? []) as JsonSchema[]).map(bodyProperties);
  return Object.assign({}, ...parts, own);
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
}

function requestsOf(op: ContractOperation): HostileRequest[] {
  const base = { operationId: op.operationId, method: op.method };
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const out: HostileRequest[] = [];
  const plain = fillPath(op.path, {});
  const jsonBody = op.requestBody && !op.requestBody.multipart;
  for (const param of pathParams) {
    for (const value of valuesFor(param.schema)) {
      if (value === '' || value.includes('/')) continue; // an empty or slashed segment is another route
      out.push({ ...base, path: fillPath(op.path, { [param.name]: value }), query: {}, ...(jsonBody ? { body: {} } : {}), what: `path ${param.name}=${JSON.stringify(value)}` });
    }
  }
  for (const param of queryParams) {
    for (const value of valuesFor(param.schema)) {
      out.push({ ...base, path: plain, query: { [param.name]: value }, ...(jsonBody ? { body: {} } : {}), what: `query ${param.name}=${JSON.stringify(value).slice(0, 40)}` });
    }
  }
  // Every query integer at once: pages and ids far out of range together.
  const allInts = Object.fromEntries(queryParams.filter((p) => valuesFor(p.schema) === HOSTILE_INTEGERS).map((p) => [p.name, '3000000000']));
  if (Object.keys(allInts).length > 1) out.push({ ...base, path: plain, query: allInts, what: 'every query integer 3000000000' });
  if (op.requestBody) {
    const properties = bodyProperties(op.requestBody.schema);
    for (const [name, schema] of Object.entries(properties)) {
      for (const value of bodyValuesFor(schema)) {
        out.push({ ...base, path: plain, query: {}, body: { [name]: value }, what: `body ${name}=${JSON.stringify(value).slice(0, 40)}` });
      }
    }
    out.push({ ...base, path: plain, query: {}, body: '{"unterminated": ', what: 'broken JSON' });
    out.push({ ...base, path: plain, query: {}, body: JSON.stringify([1, 2, 3]), what: 'an array body' });
  }
  if (out.length === 0) out.push({ ...base, path: plain, query: { unexpected: '\u0000' }, what: 'an unknown query parameter' });
  return out;
}

/** Every hostile request of the contract, operation by operation (in the contract's order). */
export function hostileRequests(contract: Contract): HostileRequest[] {
  return contract.operations.flatMap(requestsOf);
}
