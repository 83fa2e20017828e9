import type { ElementType, FormHTMLAttributes, ReactNode } from 'react';
import { ProductLogo } from '../../navigation/SideMenu/ProductLogo.js';
import '../../theme/tokens.css';
import './PublicFrame.css';

export interface PublicFrameProps {
  productName: string;
  title: string;
  children: ReactNode;
  /** Wider cards for pages with tables (triage). */
  wide?: boolean;
}

/**
 * The frame of the signed-out pages: the product's logo and a card with the page's title. Plain
 * elements styled by a static stylesheet from the theme's values (no MUI, no emotion), so the login
 * page's first load stays small.
 */
export function PublicFrame({ productName, title, children, wide = false }: PublicFrameProps) {
  return (
    <div className="locus-public-page">
      <div className="locus-public-logo">
        <ProductLogo productName={productName} />
      </div>
      <div className={wide ? 'locus-public-card locus-public-card--wide' : 'locus-public-card'}>
        <h1 className="locus-public-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A form's fields in a column with the theme's spacing. */
export function FormColumn(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'className'>) {
  return <form className="locus-form-column" {...props} />;
}

/** Links at both ends of a row (under a form). */
export function SpreadRow({ children }: { children: ReactNode }) {
  return <div className="locus-spread-row">{children}</div>;
}

export interface PlainLinkProps {
  href: string;
  children: ReactNode;
  /** The element or component to render, e.g. the app's router link (given `href`, `className`). */
  as?: ElementType<{ href: string; className: string; children: ReactNode }>;
}

/** A text link styled like the theme's links; render it as the app's router link with `as`. */
export function PlainLink({ href, children, as: Link = 'a' }: PlainLinkProps) {
  return (
    <Link className="locus-plain-link" href={href}>
      {children}
    </Link>
  );
}
