import { can, type Permissions } from '@locus/auth';
import type { IntegrationPermissions } from './integration-catalogue.js';

/**
 * What the session may do on an integrations page (docs/permissions.md): read the catalogue (integration
 * read; child_integration read on the parent's page), connect (oauth_token create: POST /oauth/outbound),
 * disconnect (oauth_token delete), request access (integration create).
 */
export function integrationPermissions(
  permissions: Permissions | null | undefined,
  page: 'account' | 'parent',
): IntegrationPermissions & { read: boolean } {
  return {
    read: can(permissions, 'integration', 'read') && (page === 'account' || can(permissions, 'child_integration', 'read')),
    connect: can(permissions, 'oauth_token', 'create'),
    disconnect: can(permissions, 'oauth_token', 'delete'),
    requestAccess: can(permissions, 'integration', 'create'),
  };
}
