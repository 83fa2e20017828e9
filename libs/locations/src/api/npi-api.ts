import { unwrap, type ApiClient } from '@locus/api-client';
import type { NpiApi } from '../ports/npi-api.js';

/** NpiApi over the typed client. */
export function createNpiApi(client: ApiClient): NpiApi {
  return {
    findNpi: (number) => unwrap(client.GET('/npi/{number}', { params: { path: { number } } })),
    searchNpi: ({ name, city, state, postalCode }) =>
      unwrap(
        client.GET('/npi', {
          params: { query: { name: name || undefined, city: city || undefined, state: state || undefined, postal_code: postalCode || undefined } },
        }),
      ),
  };
}
