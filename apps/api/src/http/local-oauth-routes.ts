/**
 * The local provider's consent page, outside the contract: GET /api/_local/oauth/consent shows what an
 * OAuth provider's consent screen would (saying plainly that no real account is contacted), and its form
 * (POST, same path) sends the browser back to the server's callback with a code, or with
 * error=access_denied. It serves only providers that are local (Google too when it has no credentials).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOCAL_CLIENT_ID, PROVIDER_NAMES } from '../adapters/oauth/local-oauth.js';
import { OAUTH_PROVIDERS } from '../adapters/oauth-provider.js';
import type { OauthProviderCode } from '../db/schema-integrations.js';
import type { ServerServices } from './handler-types.js';
import { styleNonceOf } from './security-headers.js';

const FIELDS = ['provider', 'client_id', 'response_type', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method', 'scope'] as const;
type ConsentParams = Record<(typeof FIELDS)[number], string>;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 16px; color: #1b1b1f; background: #f6f6f8; }
main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; }
.local { background: #fff4d6; border-left: 4px solid #b07d00; padding: 12px; }
.actions { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 24px; }
button { font: inherit; padding: 10px 20px; border-radius: 4px; border: 1px solid #3d3d99; cursor: pointer; }
button[value="allow"] { background: #3d3d99; color: #fff; }
button[value="deny"] { background: #fff; color: #3d3d99; }
button:focus-visible { outline: 3px solid #f5a300; outline-offset: 2px; }
`;

/** The request's parameters, or the name of the first one that is missing or wrong. */
function readConsent(input: unknown, services: ServerServices): { params: ConsentParams; provider: OauthProviderCode } | { invalid: string } {
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const params = Object.fromEntries(FIELDS.map((f) => [f, typeof values[f] === 'string' ? values[f] : ''])) as ConsentParams;
  const provider = OAUTH_PROVIDERS.find((p) => p === params.provider);
  if (!provider || services.oauth.providers[provider].kind !== 'local') return { invalid: 'provider' };
  if (params.client_id !== LOCAL_CLIENT_ID) return { invalid: 'client_id' };
  if (params.response_type !== 'code') return { invalid: 'response_type' };
  // Only this server's callback: the page never sends a code anywhere else.
  if (params.redirect_uri !== services.oauth.redirectUri(provider)) return { invalid: 'redirect_uri' };
  if (params.state === '' || params.state.length > 512) return { invalid: 'state' };
  if (params.code_challenge_method !== 'S256') return { invalid: 'code_challenge_method' };
  if (!/^[A-Za-z0-9_-]{43,128}$/.test(params.code_challenge)) return { invalid: 'code_challenge' };
  return { params, provider };
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${styleNonceOf(reply)}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
  return reply.code(status).header('x-locus-local', 'oauth').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const badRequestPage = (reply: FastifyReply, field: string) =>
  page(reply, 400, 'Local sign-in: bad request', `<h1>This sign-in link is not valid</h1><p>The parameter <code>${escapeHtml(field)}</code> is missing or wrong. Start again from Settings, Integrations.</p>`);

function consentPage(reply: FastifyReply, action: string, params: ConsentParams, provider: OauthProviderCode) {
  const name = PROVIDER_NAMES[provider];
  const hidden = FIELDS.map((f) => `<input type="hidden" name="${f}" value="${escapeHtml(params[f])}">`).join('\n');
  const scopes = params.scope.split(/\s+/).filter(Boolean).map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return page(reply, 200, `Local sign-in: ${name}`, `
<h1>Connect ${name} to Locus</h1>
<p class="local" role="note"><strong>Local sign-in: no real ${name} account is contacted.</strong>
This server has no ${name} credentials, so this page plays ${name}'s consent screen. Allow gives Locus a local
token that lasts 60 days and can be renewed.</p>
<h2>Locus asks to</h2>
<ul>${scopes}</ul>
<form method="post" action="${escapeHtml(action)}" aria-label="Allow or deny access to ${name}">
${hidden}
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>`);
}

export function registerLocalOAuthRoutes(app: FastifyInstance, { prefix, services }: { prefix: string; services: ServerServices }): void {
  const path = `${prefix}/_local/oauth/consent`;
  app.get(path, async (request, reply) => {
    const consent = readConsent(request.query, services);
    if ('invalid' in consent) return badRequestPage(reply, consent.invalid);
    return consentPage(reply, path, consent.params, consent.provider);
  });
  // The form's body is URL-encoded: parsed for this route only (the API itself speaks JSON).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(path, async (request, reply) => {
      const consent = readConsent(request.body, services);
      if ('invalid' in consent) return badRequestPage(reply, consent.invalid);
      const { params, provider } = consent;
      const back = new URL(params.redirect_uri);
      back.searchParams.set('state', params.state);
      const decision = (request.body as Record<string, unknown>)['decision'];
      if (decision === 'allow') {
        back.searchParams.set('code', services.oauth.local.issueCode({ provider, redirectUri: params.redirect_uri, state: params.state, challenge: params.code_challenge }));
        back.searchParams.set('scope', params.scope);
      } else {
        back.searchParams.set('error', 'access_denied');
      }
      return reply.header('x-locus-local', 'oauth').header('cache-control', 'no-store').redirect(back.toString(), 303);
    });
  });
}
