// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRequestPageApi } from '../api/request-page-api.js';
import { createRequestTemplatesApi } from '../api/request-templates-api.js';
import { RequestPageSettingsStore } from '../store/request-page-settings-store.js';
import { RequestTemplatesStore } from '../store/request-templates-store.js';
import { COMPOSE_CLOCK, requestPageFixture, requestTemplateFixture } from '../testing/campaign-fixtures.js';
import { useRequestPageSettings } from './use-request-page-settings.js';
import { useRequestTemplates } from './use-request-templates.js';

describe('request settings hooks', () => {
  it('useRequestTemplates loads the list and opens the editor', async () => {
    const fake = createFakeApi({
      'GET /request_templates': { status: 200, body: { _embedded: { request_templates: [requestTemplateFixture()] } } },
    });
    const store = new RequestTemplatesStore({
      api: createRequestTemplatesApi(fake.client),
      notifier: recordingNotifier(),
      canCreate: true,
      canUpdate: true,
      canDelete: true,
      clock: COMPOSE_CLOCK,
    });
    const { result } = renderHook(() => useRequestTemplates(store));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows).toHaveLength(1);
    act(() => result.current.onEdit(5));
    act(() => result.current.editor.onNameChange('After each visit'));
    expect(result.current.editor).toMatchObject({ open: true, mode: 'edit', name: 'After each visit', nameCounter: '16/100' });
  });

  it('useRequestPageSettings loads the settings and passes changes on', async () => {
    const fake = createFakeApi({ 'GET /request_page': { status: 200, body: requestPageFixture() } });
    const store = new RequestPageSettingsStore({ api: createRequestPageApi(fake.client), canUpdate: true });
    const { result } = renderHook(() => useRequestPageSettings(store));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.onChange('contactEmail', 'desk@harbor.test'));
    expect(result.current).toMatchObject({ contactEmail: 'desk@harbor.test', dirty: true, editable: true });
  });
});
