import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** HSTS for a year, sent only on requests that came over https (directly or through a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';
/** Browser features the product never uses, turned off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

// The style nonce of each response: emotion (MUI's styles) writes <style> tags at run time, so the page's
// policy allows styles that carry this response's nonce and no other inline style.
const nonces = new WeakMap<ServerResponse, string>();

/** This response's style nonce (what the page hands to emotion's cache). */
export function styleNonceOf(reply: FastifyReply): string {
  const nonce = nonces.get(reply.raw);
  if (!nonce) throw new Error('registerSecurityHeaders must be registered before the page is served');
  return nonce;
}

/**
 * The app's policy: scripts only from this origin (no inline script, no eval), styles from this origin
 * or with the response's nonce, no framing, calls only to this origin.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", (_request: unknown, response: unknown) => `'nonce-${nonces.get(response as ServerResponse)}'`],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Helmet's default would also upgrade this origin's own requests, which breaks plain-http installs.
  upgradeInsecureRequests: null,
};

/**
 * The one inline style Swagger UI 5 (in @fastify/swagger-ui 6.1.3) writes at run time; pinned by hash so
 * nothing else inline applies (the e2e suite, run under this policy, notices when an upgrade changes it).
 */
const SWAGGER_UI_INLINE_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The API docs page (Swagger UI) keeps the policy @fastify/swagger-ui writes for it (its files from this
 * origin, no nonce: it has no emotion), tightened like the app's: no framing, no outside styles or fonts,
 * no validator badge from another host, calls only to this origin.
 */
export function docsPolicy(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      if (directive.startsWith('frame-ancestors')) return "frame-ancestors 'none'";
      if (directive.startsWith('style-src')) return `${directive.replace(/ https:/g, '')} ${SWAGGER_UI_INLINE_STYLE}`;
      if (directive.startsWith('font-src')) return directive.replace(/ https:/g, '');
      if (directive.startsWith('img-src')) return "img-src 'self' data:";
      return directive;
    })
    .concat("connect-src 'self'")
    .join('; ');
}

/**
 * Security headers on every reply (pages, files, API): helmet's set with the policy above,
 * `Permissions-Policy`, and HSTS when the request came over https (`request.protocol` follows
 * X-Forwarded-Proto only when TRUST_PROXY says the proxy is trusted).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Before helmet's hook, which builds the policy with the nonce.
  app.addHook('onRequest', async (request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
}
