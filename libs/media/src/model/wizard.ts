/**
 * The add-photos wizard (F4-048..F4-050): with the photo flow (a new file from the computer) Upload Photo,
 * Confirm Photo Selection, Assign Category, Upload to Google; without it (photos already uploaded) Select
 * Photos, Assign Category, Upload to Google. Steps move forward and back; forward only when the step is done.
 */
export const PHOTO_FLOW_STEPS = ['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google'] as const;
export const SELECT_FLOW_STEPS = ['Select Photos', 'Assign Category', 'Upload to Google'] as const;

export type WizardStep = (typeof PHOTO_FLOW_STEPS)[number] | (typeof SELECT_FLOW_STEPS)[number];

export function wizardSteps(photoFlow: boolean): readonly WizardStep[] {
  return photoFlow ? PHOTO_FLOW_STEPS : SELECT_FLOW_STEPS;
}

/** What the wizard knows when deciding whether the current step is done. */
export interface WizardProgress {
  /** A file was uploaded and processed (Upload Photo), or photos were picked (Select Photos). */
  hasPhotos: boolean;
  /** The user confirmed the selection (Confirm Photo Selection). */
  confirmed: boolean;
  /** A category is chosen and the photo fits its rules (Assign Category). */
  categoryValid: boolean;
}

export function stepDone(step: WizardStep, progress: WizardProgress): boolean {
  switch (step) {
    case 'Upload Photo':
    case 'Select Photos':
      return progress.hasPhotos;
    case 'Confirm Photo Selection':
      return progress.confirmed;
    case 'Assign Category':
      return progress.categoryValid;
    case 'Upload to Google':
      return false; // the last step ends with the upload itself
  }
}

/** The next index: one forward when the step is done, else the same. */
export function nextStep(steps: readonly WizardStep[], index: number, progress: WizardProgress): number {
  const step = steps[index];
  return step && index < steps.length - 1 && stepDone(step, progress) ? index + 1 : index;
}

export function previousStep(index: number): number {
  return Math.max(0, index - 1);
}

/** Categories a location holds one photo of: adding another replaces it, so the wizard asks first. */
const SINGLE_PHOTO_CATEGORIES = new Set(['COVER', 'LOGO', 'PROFILE']);

/** The override-photo confirmation (F2-018): needed when the chosen category's photo already exists. */
export function needsOverrideConfirmation(categoryCode: string | null, existingCategoryCodes: readonly string[]): boolean {
  return categoryCode !== null && SINGLE_PHOTO_CATEGORIES.has(categoryCode) && existingCategoryCodes.includes(categoryCode);
}
