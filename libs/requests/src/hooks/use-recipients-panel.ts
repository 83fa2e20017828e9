import { useStoreValue } from '@locus/resources';
import type { RecipientsPanelView } from '../model/recipients-panel-view.js';
import type { RecipientsStore } from '../store/recipients-store.js';

/** The draft's recipients as the design system's RecipientsPanel props (requests-view-models 2). */
export function useRecipientsPanel(store: RecipientsStore): RecipientsPanelView {
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    onRowChange: (key, field, value) => store.setRow(key, field, value),
    onAddRow: () => store.addRow(),
    onRemoveRow: (key) => store.removeRow(key),
    onUploadFile: (file) => void store.uploadFile(file, file.name),
    onResetUpload: () => store.resetUpload(),
    onDownloadTemplate: () => void store.downloadTemplate(),
    onDownloadFailedRows: () => void store.downloadFailedRows(),
  };
}
