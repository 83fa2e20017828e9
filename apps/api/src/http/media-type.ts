import type { FastifyInstance } from 'fastify';

/** The versioned media type of the contract (P7-004, P7-005): every reply is sent with it. */
export const HAL_JSON = 'application/vnd.locus.v1+hal+json';

/** Request bodies accepted as JSON: the versioned type and plain JSON (so curl works). */
export const JSON_REQUEST_TYPES = [HAL_JSON, 'application/json'] as const;

/**
 * Parses both JSON media types with Fastify's own safe parser (prototype-poisoning protection),
 * except that an empty body reads as "no body": a client may send the Content-Type header on a
 * DELETE or an override without a payload, and that is not a client mistake.
 */
export function registerJsonMediaTypes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser([...JSON_REQUEST_TYPES], { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
