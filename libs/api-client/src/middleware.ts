import type { Middleware } from 'openapi-fetch';
import { basicAuthHeader, type Credentials } from './basic-auth.js';
import { LOCUS_MEDIA_TYPE } from './media-type.js';
import { defaultNonce } from './nonce.js';

export const CLIENT_HEADER = 'X-Locus-Client';
export const METHOD_OVERRIDE_HEADER = 'X-HTTP-Method-Override';

/** What platform.md section 7 asks of every call, made configurable for the app and for tests. */
export interface LocusMiddlewareOptions {
  /** Read on every call, so a login or logout takes effect at once. */
  getCredentials?: () => Credentials | null | undefined;
  /** Value of the client marker header (P7-003). */
  clientName?: string;
  /** Cache-busting value added to every GET (P7-007). */
  nonce?: () => string;
  /** Called on any 401 reply (P7-008: the app logs out). */
  onUnauthorized?: (response: Response, request: Request) => void;
  /** Called on any 402 reply (P4-013: the account is inactive). */
  onInactive?: (response: Response, request: Request) => void;
}

export function createLocusMiddleware(options: LocusMiddlewareOptions = {}): Middleware {
  const clientName = options.clientName ?? 'web';
  const nonce = options.nonce ?? defaultNonce;

  return {
    onRequest({ request }) {
      // The request's own headers are mutable (guard "request"), so set them in place.
      const headers = request.headers;
      const authorization = basicAuthHeader(options.getCredentials?.());
      if (authorization) headers.set('Authorization', authorization);
      headers.set(CLIENT_HEADER, clientName);
      // A caller may ask for another reply type (e.g. a CSV download); keep it then.
      if (!headers.has('Accept')) headers.set('Accept', LOCUS_MEDIA_TYPE);
      // openapi-fetch labels JSON bodies application/json; multipart keeps its boundary.
      const contentType = headers.get('Content-Type');
      if (!contentType || contentType.startsWith('application/json'))
        headers.set('Content-Type', LOCUS_MEDIA_TYPE);

      if (request.method === 'PATCH') {
        headers.set(METHOD_OVERRIDE_HEADER, 'PATCH');
        // Building from the Request keeps its body, headers and signal; only the method changes.
        return new Request(request, { method: 'POST' });
      }
      if (request.method === 'GET') {
        const url = new URL(request.url);
        url.searchParams.set('nonce', nonce());
        return new Request(url, {
          method: 'GET',
          headers,
          signal: request.signal,
          credentials: request.credentials,
          redirect: request.redirect,
        });
      }
      return undefined;
    },
    onResponse({ request, response }) {
      if (response.status === 401) options.onUnauthorized?.(response, request);
      else if (response.status === 402) options.onInactive?.(response, request);
      return undefined;
    },
  };
}
