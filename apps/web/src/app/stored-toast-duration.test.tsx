import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../testing/harness';
import { signedInRoutes } from '../testing/signed-in';

describe('the stored toast duration', () => {
  it('[P4-075] applies to the toasts of a signed-in session from its start, on any page', async () => {
    const { root, api } = await renderShell({
      path: '/settings',
      routes: { ...signedInRoutes(), 'GET /users/{id}/ui_settings': { status: 200, body: { toast_duration_ms: 0 } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(api.calls('GET /users/{id}/ui_settings', { id: '11' })).toHaveLength(1));
    await waitFor(() => {
      root.toasts.clear();
      root.toasts.push({ level: 'info', message: 'Saved' });
      expect(root.toasts.current()?.duration).toBe(0);
    });
  });
});
