import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createRecipientsApi } from './recipients-api.js';

describe('createRecipientsApi downloads', () => {
  it('[P7-079] fetches the recipients template and an upload’s failed rows with the client and hands them over as files', async () => {
    const fake = createFakeApi({
      'GET /export/csv/recipient_template': { status: 200, text: 'name,email,phone\n', type: 'text/csv' },
      'GET /export/csv/failed_upload_recipients': { status: 200, text: 'line,name,email,phone,reason\n', type: 'text/csv' },
    });
    const saved: { name: string; text: string }[] = [];
    const api = createRecipientsApi(fake.client, (file, name) => void file.text().then((text) => saved.push({ name, text })));
    await api.downloadTemplate();
    await api.downloadFailedRows(90);
    await Promise.resolve();
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/export/csv/recipient_template', query: {} },
      { method: 'GET', path: '/export/csv/failed_upload_recipients', query: { upload_id: '90' } },
    ]);
    await expect.poll(() => saved.map((s) => s.name)).toEqual(['recipients-template.csv', 'failed-recipients.csv']);
    expect(saved[0]?.text).toBe('name,email,phone\n');
  });
});
