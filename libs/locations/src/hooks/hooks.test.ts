// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationFormStore } from '../store/location-form-store.js';
import { locationDetail, testSession } from '../testing/fixtures.js';
import { useLocationDetail } from './use-location-detail.js';
import { useLocationForm } from './use-location-form.js';

describe('location hooks', () => {
  it('useLocationForm shows the open status only in edit and clears an error on typing', () => {
    const store = new LocationFormStore({ client: createFakeApi({}).client, session: testSession(), notifier: recordingNotifier(), location: locationDetail() });
    const { result } = renderHook(() => useLocationForm(store));
    expect(result.current.mode).toBe('view');
    expect(result.current.showOpenStatus).toBe(false);
    act(() => result.current.onEdit());
    expect(result.current.showOpenStatus).toBe(true);
    act(() => result.current.onChange('public_name', ''));
    act(() => result.current.onBlur('public_name'));
    expect(result.current.errors).toEqual({ public_name: 'Public Name is required' });
    act(() => result.current.onChange('public_name', 'H'));
    expect(result.current.errors).toEqual({});
  });

  it("useLocationDetail gives the page 'No External ID' and the read-only user no Edit or Delete", () => {
    const store = new LocationFormStore({
      client: createFakeApi({}).client,
      session: testSession(),
      notifier: recordingNotifier(),
      location: locationDetail({ external_id: null }),
    });
    const { result } = renderHook(() =>
      useLocationDetail(store, { permissions: { location: ['read'] }, createWidgetFlag: true, photoSectionFlag: false }),
    );
    expect(result.current?.fields[1]?.value).toBe('No External ID');
    expect(result.current?.actions).toMatchObject({ edit: false, delete: false });
  });
});
