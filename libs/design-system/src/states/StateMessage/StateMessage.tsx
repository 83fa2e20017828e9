import type { ReactNode } from 'react';
import { PathIcon } from '../../utils/PathIcon.js';
import '../../theme/tokens.css';
import './StateMessage.css';

export interface StateMessageProps {
  /** `status` for a quiet message (nothing to show), `alert` for a failure. */
  role: 'status' | 'alert';
  /** The icon's SVG path (@mdi/js), unless `icon` replaces it. */
  iconPath: string;
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** The layout EmptyState and ErrorState share: icon, title, description and an action, centred. */
export function StateMessage({ role, iconPath, icon, title, description, action }: StateMessageProps) {
  const tone = role === 'alert' ? ' locus-state-message--error' : '';
  return (
    <div role={role} className={`locus-state-message${tone}`}>
      <div aria-hidden="true" className="locus-state-message__icon">
        {icon ?? <PathIcon path={iconPath} />}
      </div>
      <p className="locus-state-message__title">{title}</p>
      {description ? <p className="locus-state-message__description">{description}</p> : null}
      {action ? <div className="locus-state-message__action">{action}</div> : null}
    </div>
  );
}
