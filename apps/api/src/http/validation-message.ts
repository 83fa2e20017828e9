import type { ErrorObject } from 'ajv';

export interface FieldMessage {
  /** Dotted path of the offending field (`hours.monday.0.open_time`), absent for a whole-body problem. */
  field: string | undefined;
  /** A sentence that names the field in words, e.g. `name must NOT have more than 60 characters`. */
  message: string;
}

/** `/hours/monday/0` → `hours.monday.0` (JSON Pointer escapes undone). */
export function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (parent: string, child: string) => (parent === '' ? child : `${parent}.${child}`);

/**
 * Turns the first Ajv error into the contract's wording. `part` names what was validated
 * (`body`, `querystring`, `params`) and is only used when the error concerns the whole part.
 */
export function describeValidationError(error: ErrorObject, part = 'body'): FieldMessage {
  const at = pointerToField(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = join(at, String(params.missingProperty));
      return { field, message: `${field} is required` };
    }
    case 'additionalProperties': {
      const field = join(at, String(params.additionalProperty));
      return { field, message: `${field} is not allowed` };
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String).join(', ') : '';
      return withSubject(at, part, `must be one of: ${allowed}`);
    }
    default:
      return withSubject(at, part, error.message ?? 'is invalid');
  }
}

function withSubject(field: string, part: string, message: string): FieldMessage {
  if (field === '') return { field: undefined, message: `${subjectOf(part)} ${message}` };
  return { field, message: `${field} ${message}` };
}

function subjectOf(part: string): string {
  if (part === 'querystring') return 'query';
  if (part === 'params') return 'path';
  return 'request body';
}
