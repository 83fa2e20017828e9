import type { AuthContext, RequestContext } from '../../http/handler-types.js';
import { forbidden } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { idParam } from '../../http/tenant.js';

/** The caller's own user id from the path: e-mail, password and interface settings are never set for someone else. */
export function requireSelf(ctx: RequestContext): AuthContext {
  const auth = requireAuth(ctx);
  if (idParam(ctx, 'User') !== auth.user.id) throw forbidden('You can only change your own settings');
  return auth;
}
