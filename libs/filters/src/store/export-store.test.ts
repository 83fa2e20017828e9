import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportVerdict } from '../model/export-status.js';
import type { ExportApi, ExportFile } from '../ports/export-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { testSession } from '../testing/fixtures.js';
import { ExportStore } from './export-store.js';

type SessionOverrides = Parameters<typeof testSession>[0];

function setup(polls: (ExportFile | Error)[], session: SessionOverrides = {}, requested: ExportFile | Error = { id: 5, status: 'pending' }) {
  const queue = [...polls];
  const api = {
    requestExport: vi.fn<ExportApi['requestExport']>(async () => {
      if (requested instanceof Error) throw requested;
      return requested;
    }),
    getExportFile: vi.fn<ExportApi['getExportFile']>(async (id) => {
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (next instanceof Error) throw next;
      return next ?? { id, status: 'pending' };
    }),
    download: vi.fn<ExportApi['download']>(async () => undefined),
  };
  const notifier = recordingNotifier();
  const reporter = { report: vi.fn() };
  const store = new ExportStore({ api, session: testSession(session), notifier, reporter });
  return { api, notifier, reporter, store };
}

const INPUT = { resource: 'reviews', filters: { group_id: 3 } } as const;

describe('ExportStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 4, 15, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('[P7-075] [P9-003] requests a csv for the account, with e-mail when not impersonating', async () => {
    const { api, store } = setup([]);
    await store.start(INPUT);
    expect(api.requestExport).toHaveBeenCalledWith(10, { resource: 'reviews', filters: { group_id: 3 }, file_type: 'csv', send_email: true });
    expect(store.status).toBe('polling');
    store.dispose();
  });

  it('[P9-003] no e-mail is asked for while impersonating', async () => {
    const { api, store } = setup([], { isImpersonated: true });
    await store.start(INPUT);
    expect(api.requestExport.mock.calls[0]?.[1].send_email).toBe(false);
    store.dispose();
  });

  it('[P4-032] [P7-076] [P7-077] [P8-013] polls every second, then downloads export-{date}.csv', async () => {
    const { api, notifier, store } = setup([{ id: 5, status: 'processing' }, { id: 5, status: 'complete', file_url: '/fetch-export-file/5/file-data' }]);
    await store.start(INPUT);
    expect(api.getExportFile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.getExportFile).toHaveBeenCalledTimes(1);
    expect(store.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.getExportFile).toHaveBeenCalledTimes(2);
    expect(api.download).toHaveBeenCalledWith('/fetch-export-file/5/file-data', 'export-2024-05-15.csv');
    expect(store.status).toBe('done');
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Your download has started.  A download link will also be sent to ann@example.com.' }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.getExportFile).toHaveBeenCalledTimes(2);
  });

  it('[P4-033] [P8-008] stops on no_results with There was no export data found', async () => {
    const { api, notifier, store } = setup([{ id: 5, status: 'no_results' }]);
    await store.start(INPUT);
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.getExportFile).toHaveBeenCalledTimes(1);
    expect(store.outcome).toBe('no_results');
    expect(notifier.notes).toEqual([{ level: 'info', message: 'There was no export data found' }]);
  });

  it('[P8-009] failed with status_reason timeout: Your download timed out', async () => {
    const { notifier, store } = setup([{ id: 5, status: 'failed', status_reason: 'timeout' }]);
    await store.start(INPUT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.status).toBe('error');
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Your download timed out' }]);
  });

  it('[P8-010] any other failure: An unexpected error occurred while initiating download, reported', async () => {
    const { notifier, reporter, store } = setup([{ id: 5, status: 'failed', status_reason: 'disk' }]);
    await store.start(INPUT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'An unexpected error occurred while initiating download' }]);
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('[P8-010] a failing poll call ends the same way', async () => {
    const { notifier, reporter, store } = setup([new Error('network')]);
    await store.start(INPUT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(notifier.notes[0]?.message).toBe('An unexpected error occurred while initiating download');
    expect(reporter.report).toHaveBeenCalled();
  });

  it('[P8-006] a failed request: There was an error generating your export.', async () => {
    const { api, notifier, store } = setup([], {}, new Error('500'));
    await store.start(INPUT);
    expect(store.status).toBe('error');
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'There was an error generating your export.' }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.getExportFile).not.toHaveBeenCalled();
  });

  it('[P8-007] a finished file without a link: Export file missing', async () => {
    const { notifier, store } = setup([{ id: 5, status: 'completed' }]);
    await store.start(INPUT);
    await vi.advanceTimersByTimeAsync(1000);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Export file missing' }]);
  });

  it('[P8-012] a failed download: There was an issue downloading your file.', async () => {
    const { api, notifier, store } = setup([], {}, { id: 5, file_url: '/f' });
    api.download.mockRejectedValueOnce(new Error('blob'));
    await store.start(INPUT);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'There was an issue downloading your file.' }]);
    expect(store.status).toBe('error');
  });

  it('[P9-001] [P8-011] after 10 s the slow message promises an e-mail and polling stops', async () => {
    const { api, notifier, store } = setup([{ id: 5, status: 'pending' }]);
    await store.start(INPUT);
    await vi.advanceTimersByTimeAsync(9000);
    expect(notifier.notes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.getExportFile).toHaveBeenCalledTimes(10);
    expect(notifier.notes).toEqual([
      { level: 'info', message: "Your download is taking longer than expected. A download link will be sent to ann@example.com when it's ready." },
    ]);
    expect(store.outcome).toBe('emailed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.getExportFile).toHaveBeenCalledTimes(10);
  });

  it('[P9-002] impersonating, polling lasts 60 s and then times out (decision 15)', async () => {
    const { api, notifier, store } = setup([{ id: 5, status: 'pending' }], { isImpersonated: true });
    await store.start(INPUT);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.getExportFile).toHaveBeenCalledTimes(60);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Your download timed out' }]);
  });

  it('[P9-003] an impersonated download does not promise an e-mail', async () => {
    const { notifier, store } = setup([], { isImpersonated: true }, { id: 5, file_url: '/f' });
    await store.start(INPUT);
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Your download has started.' }]);
  });

  it('[P4-033] a second start while one runs is ignored; reset stops polling', async () => {
    const { api, store } = setup([{ id: 5, status: 'pending' }]);
    await store.start(INPUT);
    await store.start(INPUT);
    expect(api.requestExport).toHaveBeenCalledTimes(1);
    store.reset();
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.getExportFile).not.toHaveBeenCalled();
    expect(store.status).toBe('idle');
  });

  it('[F6-059] [F6-060] a trial account without trial_export sees the blocked modal; admins may upgrade', async () => {
    const { api, store } = setup([], { account: { status: 'trial' } });
    await store.start(INPUT);
    expect(api.requestExport).not.toHaveBeenCalled();
    expect(store.trialBlock).toEqual({
      title: "Exporting isn't allowed for trial users",
      audience: 'admin',
      upgradePath: '/settings/billing/edit',
      canContinueTrial: true,
      contact: null,
    });
    store.dismissTrialBlock();
    expect(store.trialBlock).toBeNull();
  });

  it('[F6-061] [F6-062] non-admins are told to contact their administrator, white-label accounts their admin', async () => {
    const user = setup([], { account: { status: 'trial' }, user_type: 'manager' });
    await user.store.start(INPUT);
    expect(user.store.trialBlock).toMatchObject({ audience: 'user', contact: 'administrator', upgradePath: null });
    const wl = setup([], { account: { status: 'trial' }, isWhitelabel: true });
    await wl.store.start(INPUT);
    expect(wl.store.trialBlock).toMatchObject({ audience: 'whitelabel', contact: 'admin', upgradePath: null });
  });

  it('[F6-059] trial accounts with trial_export export normally', async () => {
    const { api, store } = setup([], { account: { status: 'trial' }, features: ['trial_export'] }, { id: 5, file_url: '/f' });
    await store.start(INPUT);
    expect(api.requestExport).toHaveBeenCalled();
    expect(store.trialBlock).toBeNull();
  });

  it('[P3-030] the verdict reads status, status_reason and file_url', () => {
    expect(exportVerdict({ id: 1 })).toEqual({ kind: 'pending' });
    expect(exportVerdict({ id: 1, status: 'weird' })).toEqual({ kind: 'unexpected' });
    expect(exportVerdict({ id: 1, status: 'failed', file_url: '/x' })).toEqual({ kind: 'ready', url: '/x' });
  });
});
