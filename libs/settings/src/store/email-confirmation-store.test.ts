import { createFakeApi } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createEmailConfirmationApi } from '../api/settings-api.js';
import { EmailConfirmationStore } from './email-confirmation-store.js';

describe('EmailConfirmationStore', () => {
  it('confirms once and names the address now in use', async () => {
    const fake = createFakeApi({ 'POST /email_confirmations/{token}': { status: 200, body: { email: 'uma.new@harbor.test' } } });
    const store = new EmailConfirmationStore(createEmailConfirmationApi(fake.client), 'tok-1');
    expect(store.view.status).toBe('ready');
    const first = store.confirm();
    expect(store.view.status).toBe('confirming');
    await Promise.all([first, store.confirm()]);
    expect(fake.requests).toHaveLength(1);
    expect(store.view).toMatchObject({ status: 'confirmed', email: 'uma.new@harbor.test' });
  });

  it('says why a link fails: used or unknown, expired', async () => {
    const fake = createFakeApi({ 'POST /email_confirmations/{token}': { status: 404, body: { status: 404, code: 'not_found', error: 'not found' } } });
    const used = new EmailConfirmationStore(createEmailConfirmationApi(fake.client), 'tok-1');
    await used.confirm();
    expect(used.view.message).toMatch(/not valid any more/);
    fake.on('POST /email_confirmations/{token}', { status: 422, body: { status: 422, code: 'unprocessable', error: 'expired', field: 'token' } });
    const expired = new EmailConfirmationStore(createEmailConfirmationApi(fake.client), 'tok-2');
    await expired.confirm();
    expect(expired.view).toMatchObject({ status: 'failed', message: 'This link has expired. Ask for a new one from your profile.' });
  });
});
