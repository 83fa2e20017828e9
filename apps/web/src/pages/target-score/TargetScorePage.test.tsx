import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { scoringRoutes } from '../dashboard/scoring-fixtures';

describe('TargetScorePage', () => {
  it('[F3-043] shows the account\'s targets and saves them in one PUT, then goes back', async () => {
    const { api, url } = await renderShell({ path: '/settings/target-score', routes: scoringRoutes({ settings: ['custom_score'] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Target Score' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Target score settings' });
    const inputs = form.querySelectorAll('input');
    expect(inputs.length).toBe(12);
    const rateWeight = screen.getByRole('textbox', { name: /Response Rate weight/i });
    const rate = screen.getByRole('textbox', { name: /^Response Rate$/i });
    fireEvent.change(rate, { target: { value: '80' } });
    expect((rateWeight as HTMLInputElement).value).toBe('10');
    // The button enables once the edit has rendered; a click on a still-disabled button is lost.
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.calls('PUT /location_custom_targets')).toHaveLength(1));
    expect(api.calls('PUT /location_custom_targets')[0]?.body).toMatchObject({ response_rate: 0.8, response_rate_weight: 0.1 });
    await waitFor(() => expect(url()).toBe('/dashboard/locations'));
  });

  it('[F6-039] is for admins only', async () => {
    const { url } = await renderShell({ path: '/settings/target-score', routes: scoringRoutes({ userType: 'manager', settings: ['custom_score'] }) });
    await waitFor(() => expect(url()).toMatch(/^\/error/));
  });
});
