import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv.js';
import type { ContractOperation, ContractParameter, JsonSchema } from './contract.js';

/** `/locations/{id}` → `/locations/:id` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function objectSchema(parameters: ContractParameter[]): JsonSchema | undefined {
  if (parameters.length === 0) return undefined;
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

// Kept per operation so a second app in the same process (tests) reuses Ajv's compiled validators.
const schemas = new WeakMap<ContractOperation, FastifySchema>();

/** The Fastify `schema` of an operation: path and query parameters, and the JSON body (multipart is left to the handler). */
export function routeSchema(operation: ContractOperation): FastifySchema {
  let schema = schemas.get(operation);
  if (!schema) {
    schema = buildRouteSchema(operation);
    schemas.set(operation, schema);
  }
  return schema;
}

function buildRouteSchema(operation: ContractOperation): FastifySchema {
  const schema: FastifySchema = {};
  const params = objectSchema(operation.parameters.filter((p) => p.in === 'path'));
  const querystring = objectSchema(operation.parameters.filter((p) => p.in === 'query'));
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  const body = operation.requestBody;
  if (body && !body.multipart && body.schema) schema.body = body.schema;
  return schema;
}

// Query and path values arrive as strings: coerce them to the contract's types (`'array'` also turns
// a single `?x=1` into `[1]` where an array is declared). Bodies are JSON and keep their types.
const coercingAjv = createAjv({ coerceTypes: 'array' });
const bodyAjv = createAjv();

/**
 * The validator compiler of one operation. A body the contract does not require may be absent;
 * when present it must match.
 */
export function validatorCompilerFor(operation: ContractOperation): FastifySchemaCompiler<FastifySchema> {
  return ({ schema: routePart, httpPart }) => {
    // Fastify passes the part (params, querystring or body) we built in routeSchema: a JSON schema.
    const schema = routePart as JsonSchema;
    if (httpPart !== 'body') return coercingAjv.compile(schema);
    const validate = bodyAjv.compile(schema);
    if (operation.requestBody?.required) return validate;
    const optional = ((data: unknown) => {
      // Fastify hands an absent body to validators as null.
      if (data === undefined || data === null) return true;
      const valid = validate(data);
      optional.errors = validate.errors;
      return valid;
    }) as ValidateFunction;
    return optional;
  };
}
