import { describe, expect, it } from 'vitest';
import { AddPhotosWizardStore } from './add-photos-wizard-store.js';

describe('AddPhotosWizardStore', () => {
  it('the photo flow\'s steps move forward when done, and back', () => {
    const wizard = new AddPhotosWizardStore(true);
    expect(wizard.steps).toEqual(['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google']);
    wizard.forward();
    expect(wizard.step).toBe('Upload Photo'); // nothing uploaded yet
    wizard.update({ hasPhotos: true });
    wizard.forward();
    expect(wizard.step).toBe('Confirm Photo Selection');
    wizard.update({ confirmed: true });
    wizard.forward();
    wizard.update({ categoryValid: true });
    wizard.forward();
    expect(wizard.step).toBe('Upload to Google');
    expect(wizard.isLast).toBe(true);
    wizard.back();
    wizard.back();
    expect(wizard.step).toBe('Confirm Photo Selection');
  });

  it('without the photo flow: Select Photos, Assign Category, Upload to Google', () => {
    const wizard = new AddPhotosWizardStore(false);
    expect(wizard.steps).toEqual(['Select Photos', 'Assign Category', 'Upload to Google']);
    wizard.update({ hasPhotos: true });
    wizard.forward();
    expect(wizard.step).toBe('Assign Category');
  });

  it('asks to confirm replacing an existing cover before the upload', () => {
    const wizard = new AddPhotosWizardStore(true);
    expect(wizard.askOverride('COVER', ['COVER'])).toBe(false);
    expect(wizard.confirmingOverride).toBe(true);
    expect(wizard.resolveOverride(true)).toBe(true);
    expect(wizard.confirmingOverride).toBe(false);
    expect(wizard.askOverride('INTERIOR', ['COVER'])).toBe(true);
  });
});
