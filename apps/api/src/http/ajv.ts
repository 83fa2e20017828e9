import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * One Ajv per use. The contract is OpenAPI 3.1, so its schemas are JSON Schema 2020-12; `strict: false`
 * lets OpenAPI keywords (`example`, `x-*`, `discriminator`) pass without failing compilation.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    ...options,
  });
  addFormats(ajv, ['email', 'date-time', 'date', 'time', 'uri', 'uuid']);
  return ajv;
}
