import { ApiError } from '@locus/api-client';
import { describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../transport/fake-transport.js';
import { createAbortError } from '../transport/abort.js';
import { ResourceStore } from '../store/resource-store.js';
import { createResourceErrorHandler, handleResourceError } from './handle-resource-error.js';
import type { ErrorReporter, Notifier } from './ports.js';

function deps() {
  const notify: Notifier = { alert: vi.fn(), info: vi.fn(), success: vi.fn() };
  const reporter: ErrorReporter = { report: vi.fn() };
  const onUnauthorized = vi.fn();
  return { notify, reporter, onUnauthorized };
}

describe('handleResourceError', () => {
  it("[P8-001] alerts with the server's text", () => {
    const d = deps();
    const result = handleResourceError(new ApiError(422, { error: 'Cannot delete the last location' }), d);
    expect(d.notify.alert).toHaveBeenCalledWith('Cannot delete the last location');
    expect(result.message).toBe('Cannot delete the last location');
  });

  it('[P8-002] alerts with the generic message when the server gave none', () => {
    const d = deps();
    handleResourceError(new ApiError(500, null), d);
    expect(d.notify.alert).toHaveBeenCalledWith('An error occurred while performing this action.');
  });

  it('[P8-003] a 401 signs out (and shows no alert: the login page takes over)', () => {
    const d = deps();
    const result = handleResourceError(new ApiError(401, { error: 'unauthorized' }), d);
    expect(d.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(d.notify.alert).not.toHaveBeenCalled();
    expect(result).toEqual({ message: undefined, reported: false, signedOut: true });
  });

  it('[P8-004] 401 and 404 are not reported to error monitoring', () => {
    const d = deps();
    handleResourceError(new ApiError(401, {}), d);
    const notFound = handleResourceError(new ApiError(404, { error: 'Not found' }), d);
    expect(d.reporter.report).not.toHaveBeenCalled();
    expect(notFound.reported).toBe(false);
    expect(d.notify.alert).toHaveBeenCalledWith('Not found');
  });

  it('[P8-005] other failures are reported, with their status and context', () => {
    const d = deps();
    const forbidden = new ApiError(403, { error: 'forbidden' });
    handleResourceError(forbidden, d, { context: { resource: 'group' } });
    const network = new TypeError('Failed to fetch');
    handleResourceError(network, d);
    expect(d.reporter.report).toHaveBeenNthCalledWith(1, forbidden, { resource: 'group', status: 403 });
    expect(d.reporter.report).toHaveBeenNthCalledWith(2, network, {});
  });

  it('an aborted call is not a failure: nothing is shown, reported or signed out', () => {
    const d = deps();
    expect(handleResourceError(createAbortError(), d)).toEqual({
      message: undefined,
      reported: false,
      signedOut: false,
    });
    expect(d.notify.alert).not.toHaveBeenCalled();
    expect(d.reporter.report).not.toHaveBeenCalled();
  });

  it("[P4-077] a caller's own message leads, with the server's text passed for the toast to append", () => {
    const d = deps();
    handleResourceError(new ApiError(500, { error: 'timeout' }), d, { message: 'Error fetching groups' });
    handleResourceError(new ApiError(500, {}), d, { message: 'Error fetching groups' });
    expect(d.notify.alert).toHaveBeenNthCalledWith(1, 'Error fetching groups', 'timeout');
    expect(d.notify.alert).toHaveBeenNthCalledWith(2, 'Error fetching groups', undefined);
  });

  it('[P8-001] [P8-005] a store wired with createResourceErrorHandler alerts and reports its failures', async () => {
    const d = deps();
    const transport = new FakeTransport();
    const store = new ResourceStore<{ id: number }>({
      transport,
      type: 'group',
      onError: createResourceErrorHandler(d),
    });
    const pending = store.update(1, {});
    const failure = new ApiError(400, { error: 'name is required' });
    transport.last().reject(failure);
    await expect(pending).rejects.toBe(failure);
    expect(d.notify.alert).toHaveBeenCalledWith('name is required');
    expect(d.reporter.report).toHaveBeenCalledWith(failure, {
      resource: 'group',
      method: 'PATCH',
      path: '/groups',
      status: 400,
    });
  });
});
