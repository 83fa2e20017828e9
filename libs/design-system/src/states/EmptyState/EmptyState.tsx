import { mdiInboxOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { StateMessage } from '../StateMessage/StateMessage.js';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** E.g. a button that creates the first item. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** Shown in place of a list with no rows, e.g. 'No Scheduled Exports'. Static CSS: no MUI. */
export function EmptyState(props: EmptyStateProps) {
  return <StateMessage role="status" iconPath={mdiInboxOutline} {...props} />;
}
