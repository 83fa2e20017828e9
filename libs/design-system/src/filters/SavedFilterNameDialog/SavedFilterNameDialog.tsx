import { Suspense, useState } from 'react';
import { lazyPart } from '../../utils/lazy-part.js';

/** The name dialog's state and handlers (the saved-filters hook's view has this shape). */
export interface SavedFilterNameDialogModel {
  dialog: {
    open: boolean;
    mode: 'saveAs' | 'rename';
    name: string;
    nameError: string | null;
    confirmDisabled: boolean;
    /** Why Save is disabled, shown on hover. */
    confirmTooltip: string | null;
  };
  onNameChange(value: string): void;
  /** Every key pressed in the name field: the model submits on Enter and cancels on Escape. */
  onNameKeyDown(key: string): void;
  onSubmit(): void;
  onCancel(): void;
}

export interface SavedFilterNameDialogProps {
  view: SavedFilterNameDialogModel;
  /** The longest name the server takes. */
  maxLength: number;
}

// The dialog (MUI's Dialog, TextField and Tooltip) loads when first opened: a page's first paint needs none of it.
const view = lazyPart(() =>
  import('./SavedFilterNameDialogView.js').then((module) => module.SavedFilterNameDialogView),
);

/**
 * The name dialog of the saved-filters dropdown, for Save as and Rename. Nothing renders until it first
 * opens; it stays mounted after, so it can play its closing transition.
 */
export function SavedFilterNameDialog(props: SavedFilterNameDialogProps) {
  const [used, setUsed] = useState(false);
  if (props.view.dialog.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <view.Component {...props} />
    </Suspense>
  ) : null;
}
