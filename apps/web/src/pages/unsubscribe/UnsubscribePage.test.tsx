import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';

describe('UnsubscribePage', () => {
  it('[P2-013] signed out, an alert e-mail’s link turns the alerts off on a click and names the address', async () => {
    const { api } = await renderShell({ path: '/unsubscribe/alerts/tok-4', routes: null });
    api.on('POST /unsubscribe/alerts/{token}', { status: 200, body: { email: 'uma@harbor.test' } });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    // Opening the link does nothing by itself: mail scanners open links.
    expect(api.calls('POST /unsubscribe/alerts/{token}')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText('uma@harbor.test will no longer receive new-review alert e-mails.')).toBeTruthy();
    expect(api.calls('POST /unsubscribe/alerts/{token}', { token: 'tok-4' })).toHaveLength(1);
  });

  it('[P2-014] signed out, a review request’s link puts the customer on the do-not-contact list on a click', async () => {
    const { api } = await renderShell({ path: '/unsubscribe/requests/tok-7', routes: null });
    api.on('POST /unsubscribe/requests/{token}', { status: 200, body: { contact: 'ann@example.test' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('ann@example.test will no longer receive review requests from this business.'),
    ).toBeTruthy();
    expect(api.calls('POST /unsubscribe/requests/{token}', { token: 'tok-7' })).toHaveLength(1);
  });
});
