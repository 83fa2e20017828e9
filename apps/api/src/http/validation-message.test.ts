import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { describeValidationError, pointerToField } from './validation-message.js';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>, message?: string): ErrorObject => ({
  keyword,
  instancePath,
  schemaPath: '#',
  params,
  ...(message === undefined ? {} : { message }),
});

describe('describeValidationError', () => {
  it('turns JSON pointers into dotted field names', () => {
    expect(pointerToField('/hours/monday/0')).toBe('hours.monday.0');
    expect(pointerToField('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(pointerToField('')).toBe('');
  });

  it('names a missing field, also inside an object', () => {
    expect(describeValidationError(error('required', '', { missingProperty: 'name' }))).toEqual({ field: 'name', message: 'name is required' });
    expect(describeValidationError(error('required', '/address', { missingProperty: 'city' }))).toEqual({
      field: 'address.city',
      message: 'address.city is required',
    });
  });

  it('prefixes Ajv wording with the field', () => {
    expect(describeValidationError(error('maximum', '/per_page', { limit: 500 }, 'must be <= 500'), 'querystring')).toEqual({
      field: 'per_page',
      message: 'per_page must be <= 500',
    });
  });

  it('speaks of the part when the whole part is wrong', () => {
    expect(describeValidationError(error('type', '', { type: 'object' }, 'must be object'), 'body')).toEqual({
      field: undefined,
      message: 'request body must be object',
    });
  });
});
