import { mdiInboxOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { PathIcon } from '../../utils/PathIcon.js';
import '../../theme/tokens.css';
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** E.g. a button that creates the first item. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** Shown in place of a list with no rows, e.g. 'No Scheduled Exports'. Static CSS: no MUI. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div role="status" className="locus-empty-state">
      <div aria-hidden="true" className="locus-empty-state__icon">
        {icon ?? <PathIcon path={mdiInboxOutline} />}
      </div>
      <p className="locus-empty-state__title">{title}</p>
      {description ? <p className="locus-empty-state__description">{description}</p> : null}
      {action ? <div className="locus-empty-state__action">{action}</div> : null}
    </div>
  );
}
