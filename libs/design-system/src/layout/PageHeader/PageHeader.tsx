import { mdiArrowLeft } from '@mdi/js';
import type { ElementType, ReactNode } from 'react';
import '../../theme/tokens.css';
import { useIsMobile } from '../../theme/useIsMobile.js';
import { routeClick } from '../../utils/link-click.js';
import { PathIcon } from '../../utils/PathIcon.js';
import { PageActionsMenu } from './PageActionsMenu.js';
import './PageHeader.css';

export interface BackLinkModel {
  label: string;
  href: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** E.g. the Back link of the scheduled exports page, labelled after the page it came from. */
  back?: BackLinkModel;
  /** The app's router navigation; without it links load the page. */
  onNavigate?: (href: string) => void;
  /** A router link component to render links with (it receives `href`). */
  LinkComponent?: ElementType;
  /** Phones fold the actions into a menu; read from the viewport unless given. */
  mobile?: boolean;
}

export function PageHeader({
  title,
  subtitle,
  actions,
  back,
  onNavigate,
  LinkComponent,
  mobile,
}: PageHeaderProps) {
  const detected = useIsMobile();
  const folded = mobile ?? detected;
  const Anchor = LinkComponent ?? 'a';
  return (
    <header className="locus-page-header">
      <div className="locus-page-header__heading">
        {back ? (
          <Anchor
            className="locus-page-header__back"
            href={back.href}
            onClick={routeClick(back.href, onNavigate)}
          >
            <PathIcon path={mdiArrowLeft} />
            {back.label}
          </Anchor>
        ) : null}
        <h1 className="locus-page-header__title">{title}</h1>
        {subtitle ? <p className="locus-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions && folded ? <PageActionsMenu>{actions}</PageActionsMenu> : null}
      {actions && !folded ? <div className="locus-page-header__actions">{actions}</div> : null}
    </header>
  );
}
