import { halPage } from '@locus/requests/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../testing/harness';
import { reportRoutes } from './report-test-routes';

const GOOGLE_URL = {
  id: 71,
  account_id: 3,
  location_id: 7,
  source_id: 1,
  url: 'https://g.page/harbor/review',
  reference_id: null,
  status: 'valid' as const,
  checked_at: '2026-11-01T00:00:00Z',
};

describe('WaysToAskPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the first location’s Google link and copies it to the clipboard; Print card prints', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { api } = await renderShell({
      path: '/request-reviews/ways-to-ask',
      routes: { ...reportRoutes(), 'GET /urls_check': { status: 200, body: halPage('urls', [GOOGLE_URL]) } },
    });
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Review link' });
    expect(link.value).toBe('https://g.page/harbor/review');
    expect(Object.fromEntries(api.calls('GET /urls_check')[0]?.query ?? [])).toMatchObject({ location_id: '7', status: 'valid' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://g.page/harbor/review'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print card' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
