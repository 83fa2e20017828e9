// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddPhotosWizardStore } from '../store/add-photos-wizard-store.js';
import { useAddPhotosWizard } from './use-add-photos-wizard.js';

describe('useAddPhotosWizard', () => {
  it('follows its store: the first step, not yet done', () => {
    const wizard = new AddPhotosWizardStore(false);
    const steps = renderHook(() => useAddPhotosWizard(wizard));
    expect(steps.result.current).toMatchObject({ activeStep: 0, step: 'Select Photos', canGoForward: false });
  });
});
