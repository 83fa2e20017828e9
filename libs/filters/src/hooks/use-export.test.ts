// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingNotifier } from '@locus/resources/testing';
import type { ExportApi } from '../ports/export-api.js';
import { ExportStore } from '../store/export-store.js';
import { testSession } from '../testing/fixtures.js';
import { useExport } from './use-export.js';

describe('useExport', () => {
  it('[F6-059] useExport exposes the trial block', async () => {
    const api: ExportApi = { requestExport: vi.fn(), getExportFile: vi.fn(), download: vi.fn() };
    const store = new ExportStore({ api, session: testSession({ account: { status: 'trial' } }), notifier: recordingNotifier() });
    const { result } = renderHook(() => useExport(store));
    await act(async () => result.current.onExport({ resource: 'reviews', filters: {} }));
    expect(result.current.trialBlock?.title).toBe("Exporting isn't allowed for trial users");
    act(() => result.current.onDismissTrialBlock());
    expect(result.current.trialBlock).toBeNull();
  });
});
