import type { ReactNode } from 'react';

export interface LandingMessageProps {
  title: string;
  children: ReactNode;
  /** `alert` for a failure, so it is announced. */
  role?: 'alert';
}

/** A page that only says something: thanks, unsubscribed, an invalid link, an error. */
export function LandingMessage({ title, children, role }: LandingMessageProps) {
  return (
    <div role={role}>
      <h1 className="locus-landing__title">{title}</h1>
      <p className="locus-landing__text">{children}</p>
    </div>
  );
}
