/**
 * Connecting an OAuth integration (P4-062..P4-064): the signed-in web app starts it (a call, since it signs
 * in with a header the browser would not send on a navigation), the provider sends the browser back to the
 * public callback, where the single-use state stands in for the session; then tokens are renewed with the
 * refresh token. The callback always answers a redirect to the web app, never an error page.
 */
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { unprocessable } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { bodyAccountId, found, idParam } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import type { OauthProviderCode } from '../../db/schema-integrations.js';
import { OAUTH_PROVIDERS, OAuthProviderError } from '../../adapters/oauth-provider.js';
import { pkcePair, randomToken } from '../../adapters/oauth/pkce.js';
import { PROVIDER_NAMES } from '../../adapters/oauth/local-oauth.js';
import { oauthTokenReply } from './token-reply.js';
import { storeGrant, storeRefresh } from './token-store.js';

const STATE_TTL_MS = 10 * 60 * 1000;
/** Where the browser lands when the state is unknown (its return_to is then unknown too). */
const DEFAULT_RETURN = '/settings/integrations';

const startOauth = async (ctx: OperationContext<'startOauth'>) => {
  const auth = requireAuth(ctx);
  const accountId = bodyAccountId(ctx);
  const provider = ctx.params.provider;
  const { verifier, challenge } = pkcePair();
  const state = randomToken();
  const now = ctx.services.now();
  const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
  await ctx.db.insertInto('oauth_states').values({
    account_id: accountId, user_id: auth.user.id, provider, state, code_verifier: verifier,
    return_to: ctx.body.return_to, expires_at: expiresAt, created_at: now,
  }).execute();
  const { oauth } = ctx.services;
  return { authorize_url: oauth.providers[provider].authorizeUrl(state, challenge, oauth.redirectUri(provider)), expires_at: iso(expiresAt) };
};

/** The web app's page at `returnTo` (a path, checked by the contract) with the outcome in its query. */
function backToApp(publicUrl: string, returnTo: string, outcome: Record<string, string>): string {
  const origin = new URL(publicUrl).origin;
  const url = new URL(returnTo, origin);
  // The contract's pattern keeps return_to a path; never leave the web app's origin whatever it says.
  const target = url.origin === origin ? url : new URL(DEFAULT_RETURN, origin);
  for (const [name, value] of Object.entries(outcome)) target.searchParams.set(name, value);
  return target.toString();
}

/** The provider's error, as the web app is told it: access_denied, or provider_error for anything else. */
const deniedReason = (error: string) => (error === 'access_denied' ? 'access_denied' : 'provider_error');

const oauthCallback = async (ctx: OperationContext<'oauthCallback'>) => {
  const provider: OauthProviderCode = ctx.params.provider;
  const { code, state, error } = ctx.query;
  const now = ctx.services.now();
  const redirect = (returnTo: string, outcome: Record<string, string>) => {
    ctx.reply.header('cache-control', 'no-store').redirect(backToApp(ctx.services.publicUrl, returnTo, outcome), 302);
    return undefined;
  };
  if (!state) return redirect(DEFAULT_RETURN, { oauth_error: 'invalid_state' });
  // Single use: the first callback marks the state used; a replay, another provider's or an expired one fails.
  const started = await ctx.db.updateTable('oauth_states').set({ used_at: now })
    .where('state', '=', state).where('provider', '=', provider).where('used_at', 'is', null).where('expires_at', '>', now)
    .returningAll().executeTakeFirst();
  if (!started) return redirect(DEFAULT_RETURN, { oauth_error: 'invalid_state' });
  if (error) return redirect(started.return_to, { oauth_error: deniedReason(error) });
  if (!code) return redirect(started.return_to, { oauth_error: 'invalid_request' });
  const { oauth } = ctx.services;
  try {
    const grant = await oauth.providers[provider].exchangeCode(code, started.code_verifier, oauth.redirectUri(provider));
    await storeGrant(ctx.db, oauth.cipher, { accountId: started.account_id, provider, userId: started.user_id }, grant, now);
  } catch (failure) {
    if (!(failure instanceof OAuthProviderError)) ctx.request.log.error(failure, 'OAuth callback failed');
    return redirect(started.return_to, { oauth_error: 'exchange_failed' });
  }
  return redirect(started.return_to, { connected: provider });
};

const isProvider = (code: string): code is OauthProviderCode => (OAUTH_PROVIDERS as readonly string[]).includes(code);

const refreshOauthToken = async (ctx: OperationContext<'refreshOauthToken'>) => {
  const auth = requireAuth(ctx);
  const row = await ctx.db.selectFrom('oauth_tokens').selectAll().where('id', '=', idParam(ctx, 'OAuth token')).executeTakeFirst();
  const token = found(auth, row, 'OAuth token');
  const provider = token.source_code;
  if (!isProvider(provider)) throw unprocessable('This integration is not connected through OAuth', 'id');
  const name = PROVIDER_NAMES[provider];
  if (token.refresh_token_enc === null) throw unprocessable(`This ${name} connection has no refresh token: reconnect ${name}`, 'id');
  const { oauth } = ctx.services;
  let refreshToken: string;
  try {
    refreshToken = oauth.cipher.open(token.refresh_token_enc);
  } catch {
    throw unprocessable(`The stored ${name} token cannot be read with this server's key (LOCUS_TOKEN_KEY): reconnect ${name}`, 'id');
  }
  const now = ctx.services.now();
  try {
    const grant = await oauth.providers[provider].refresh(refreshToken);
    return oauthTokenReply(await storeRefresh(ctx.db, oauth.cipher, token, grant, now), now);
  } catch (failure) {
    if (failure instanceof OAuthProviderError) throw unprocessable(`${name} refused to renew the connection (${failure.code}): reconnect ${name}`, 'id');
    throw failure;
  }
};

export const oauthHandlers = { startOauth, oauthCallback, refreshOauthToken } satisfies HandlerMap;
