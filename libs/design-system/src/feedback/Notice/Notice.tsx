import type { ReactNode } from 'react';
import '../../theme/tokens.css';
import './Notice.css';

export type NoticeSeverity = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  severity: NoticeSeverity;
  children: ReactNode;
}

/**
 * A message above a form (the server's refusal, a notice): MUI's Alert without its icons and close
 * button, styled by a static stylesheet, so the signed-out pages need neither an icon set nor emotion.
 * Announced like Alert (role="alert").
 */
export function Notice({ severity, children }: NoticeProps) {
  return (
    <div role="alert" className={`locus-notice locus-notice--${severity}`}>
      {children}
    </div>
  );
}
