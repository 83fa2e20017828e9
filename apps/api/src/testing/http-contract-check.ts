import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../http/ajv.js';
import { loadedContract, type Contract, type ContractOperation, type JsonSchema } from '../http/contract.js';

// Replies are checked as they are: no coercion, no defaults filled in, every problem reported.
const ajv = createAjv({ useDefaults: false, allErrors: true });
const validators = new WeakMap<JsonSchema, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** The declared reply for a status: exact code, then its class (`2XX`), then `default`. */
function declaredResponse(operation: ContractOperation, status: number) {
  return operation.responses[String(status)] ?? operation.responses[`${Math.floor(status / 100)}XX`] ?? operation.responses['default'];
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `  ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('\n');

const isEmpty = (body: unknown) => body === undefined || body === null || body === '';

/**
 * Throws unless `body` is what the contract declares for `operationId` answering `status`
 * ("replies are checked against the contract in tests"). Needs the contract loaded first:
 * `startTestServer()` does it, or `await loadContract()`.
 */
export function expectMatchesContract(operationId: string, status: number, body: unknown, contract = loadedContract()): void {
  const loaded: Contract | undefined = contract;
  if (!loaded) throw new Error('The contract is not loaded: call `await loadContract()` (startTestServer does) first');
  const operation = loaded.byOperationId.get(operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}`);
  const response = declaredResponse(operation, status);
  if (!response) throw new Error(`${operationId} does not declare a ${status} reply`);
  if (!response.schema) {
    if (isEmpty(body)) return;
    throw new Error(`${operationId} declares no JSON body for ${status}, but the reply has one`);
  }
  const validate = validatorFor(response.schema);
  if (!validate(body)) {
    const sample = JSON.stringify(body)?.slice(0, 500);
    throw new Error(`${operationId} ${status} reply does not match the contract:\n${describe(validate.errors)}\nbody: ${sample}`);
  }
}
