// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locationDetail } from '../testing/fixtures.js';
import { formStore } from './form-store.test-helpers.js';
import { useLocationDetail } from './use-location-detail.js';

describe('useLocationDetail', () => {
  it("useLocationDetail gives the page 'No External ID' and the read-only user no Edit or Delete", () => {
    const store = formStore(locationDetail({ external_id: null }));
    const { result } = renderHook(() =>
      useLocationDetail(store, { permissions: { location: ['read'] }, createWidgetFlag: true, photoSectionFlag: false }),
    );
    expect(result.current?.fields[1]?.value).toBe('No External ID');
    expect(result.current?.actions).toMatchObject({ edit: false, delete: false });
  });
});
