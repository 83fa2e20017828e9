import { useStoreValue } from '@locus/resources';
import type { MicrosurveyEditorView } from '../model/microsurvey-editor.js';
import type { MicrosurveyEditorStore } from '../store/microsurvey-editor-store.js';

/** The create/edit dialog as the design system's MicrosurveyEditor props. */
export function useMicrosurveyEditor(store: MicrosurveyEditorStore): MicrosurveyEditorView {
  return useStoreValue(() => store.view);
}
