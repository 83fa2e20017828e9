import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { ElementType } from 'react';
import { UnsavedChangesDialog } from '../../dialogs/UnsavedChangesDialog/UnsavedChangesDialog.js';
import { Flyout, type FlyoutProps } from '../../layout/Flyout/Flyout.js';
import { ScheduledExportFields, type ScheduledExportFieldsProps } from './ScheduledExportFields.js';

export interface ScheduledExportFlyoutProps<F extends string = string, W extends string = string>
  extends ScheduledExportFieldsProps<F, W>,
    Pick<FlyoutProps, 'pathname' | 'keepOnPathChange' | 'onOpenChange'> {
  mode: 'create' | 'edit';
  saving: boolean;
  saveDisabled: boolean;
  /** Why Save is disabled (shown on hover), or null. */
  saveTooltip: string | null;
  onSave: () => void;
  /** Cancel, the close button or a path change: the form asks first when it has changes (P4-040). */
  onClose: () => void;
  /** The unsaved-changes question is open. */
  confirmOpen: boolean;
  onKeepEditing: () => void;
  onDiscardChanges: () => void;
  /** The Scheduled Exports list, back to this report. */
  manageHref: string;
  /** The app's router link, so Manage Scheduled Exports navigates in place. */
  LinkComponent?: ElementType;
}

/**
 * The Schedule Export flyout (P4-038..P4-049, P5-012..P5-025): the form's fields, Cancel and Save
 * (with why it is disabled), the way to the list, and the unsaved-changes question.
 */
export function ScheduledExportFlyout<F extends string, W extends string>(props: ScheduledExportFlyoutProps<F, W>) {
  const { mode, saving, saveDisabled, saveTooltip, onSave, onClose, LinkComponent, manageHref } = props;
  return (
    <>
      <Flyout
        open
        title={mode === 'edit' ? 'Edit Scheduled Export' : 'Schedule Export'}
        onClose={onClose}
        {...(props.pathname !== undefined ? { pathname: props.pathname } : {})}
        {...(props.keepOnPathChange !== undefined ? { keepOnPathChange: props.keepOnPathChange } : {})}
        {...(props.onOpenChange ? { onOpenChange: props.onOpenChange } : {})}
        footer={
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Tooltip title={saveTooltip ?? ''}>
              <span>
                <Button variant="contained" disabled={saveDisabled} onClick={onSave}>
                  {saving ? 'Saving…' : 'Save'}
                </Button>
              </span>
            </Tooltip>
          </>
        }
      >
        <ScheduledExportFields
          view={props.view}
          rangeLabel={props.rangeLabel}
          nameMax={props.nameMax}
          recipientError={props.recipientError}
        />
        <Link
          {...(LinkComponent ? { component: LinkComponent } : {})}
          href={manageHref}
          underline="hover"
          sx={{ display: 'inline-block', mt: 3 }}
        >
          Manage Scheduled Exports
        </Link>
      </Flyout>
      <UnsavedChangesDialog open={props.confirmOpen} onKeepEditing={props.onKeepEditing} onDiscard={props.onDiscardChanges} />
    </>
  );
}
