import { action, computed, makeObservable, observable } from 'mobx';
import { needsOverrideConfirmation, nextStep, previousStep, wizardSteps, type WizardProgress, type WizardStep } from '../model/wizard.js';

/**
 * The add-photos wizard's state (F4-048..F4-050): the steps of its flow, the current one, forward when the
 * step is done and back, and the override-photo confirmation before replacing a Cover, Logo or Profile photo.
 */
export class AddPhotosWizardStore {
  index = 0;
  progress: WizardProgress = { hasPhotos: false, confirmed: false, categoryValid: false };
  /** Open while the user must confirm replacing the location's photo of the chosen category. */
  confirmingOverride = false;
  readonly steps: readonly WizardStep[];

  constructor(photoFlow: boolean) {
    this.steps = wizardSteps(photoFlow);
    makeObservable(this, {
      index: observable,
      progress: observable,
      confirmingOverride: observable,
      step: computed,
      canGoForward: computed,
      isLast: computed,
      update: action,
      forward: action,
      back: action,
      askOverride: action,
      resolveOverride: action,
    });
  }

  get step(): WizardStep {
    return this.steps[this.index] ?? this.steps[0] ?? 'Upload to Google';
  }

  get canGoForward(): boolean {
    return nextStep(this.steps, this.index, this.progress) !== this.index;
  }

  get isLast(): boolean {
    return this.index === this.steps.length - 1;
  }

  update(progress: Partial<WizardProgress>): void {
    this.progress = { ...this.progress, ...progress };
  }

  forward(): void {
    this.index = nextStep(this.steps, this.index, this.progress);
  }

  back(): void {
    this.index = previousStep(this.index);
  }

  /** Before the upload to Google: true when it may go on now; false when the confirmation opened instead. */
  askOverride(categoryCode: string | null, existing: readonly string[]): boolean {
    if (!needsOverrideConfirmation(categoryCode, existing)) return true;
    this.confirmingOverride = true;
    return false;
  }

  /** The confirmation's answer: true (replace) lets the upload go on. */
  resolveOverride(confirmed: boolean): boolean {
    this.confirmingOverride = false;
    return confirmed;
  }
}
