import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { doNotContactFixture, halPage } from '../testing/request-history-fixtures.js';
import { csvFileName } from './csv-files.js';
import { createDoNotContactApi } from './do-not-contact-api.js';

describe('createDoNotContactApi', () => {
  it('lists, adds and removes entries of the account', async () => {
    const added = doNotContactFixture({ id: 62, email: null, phone: '5035550100' });
    const fake = createFakeApi({
      'GET /do_not_contact': { status: 200, body: halPage('do_not_contact', [doNotContactFixture()]) },
      'POST /do_not_contact': { status: 201, body: added },
      'DELETE /do_not_contact/{id}': { status: 204 },
    });
    const api = createDoNotContactApi(fake.client, 3);
    expect((await api.list({ page: 1, perPage: 25, keywords: 'thanks' })).items).toEqual([
      doNotContactFixture(),
    ]);
    expect(await api.add({ phone: '5035550100' })).toEqual(added);
    await api.remove(62);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/do_not_contact',
        query: { account_id: '3', page: '1', per_page: '25', keywords: 'thanks' },
      },
      { method: 'POST', path: '/do_not_contact', query: { account_id: '3' }, body: { phone: '5035550100' } },
      { method: 'DELETE', path: '/do_not_contact/62', query: { account_id: '3' } },
    ]);
  });

  it('links the CSV of the account', () => {
    expect(createDoNotContactApi(createFakeApi().client, 3).csvHref()).toBe(
      '/api/export/csv/do_not_contact?account_id=3',
    );
  });

  it('[P7-079] downloads the CSV through the client (the session’s credentials) and saves it', async () => {
    const fake = createFakeApi({
      'GET /export/csv/do_not_contact': { status: 200, text: 'contact\nno-thanks@example.com\n', type: 'text/csv' },
    });
    const saved: { file: Blob; name: string }[] = [];
    await createDoNotContactApi(fake.client, 3, (file, name) => void saved.push({ file, name })).downloadCsv();
    expect(saved.map((s) => s.name)).toEqual([csvFileName('do-not-contact')]);
    expect(await saved[0]?.file.text()).toBe('contact\nno-thanks@example.com\n');
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/export/csv/do_not_contact', query: { account_id: '3' } },
    ]);
  });
});
