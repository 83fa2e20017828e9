import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { useIsMobile } from '../../theme/useIsMobile.js';
import { routeClick } from '../../utils/link-click.js';
import { PageActionsMenu } from './PageActionsMenu.js';

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

export function PageHeader({ title, subtitle, actions, back, onNavigate, LinkComponent, mobile }: PageHeaderProps) {
  const detected = useIsMobile();
  const folded = mobile ?? detected;
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 3 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {back ? (
          <Link
            {...(LinkComponent ? { component: LinkComponent } : {})}
            href={back.href}
            onClick={routeClick(back.href, onNavigate)}
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
          >
            <ArrowBackIcon fontSize="small" aria-hidden />
            {back.label}
          </Link>
        ) : null}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions && folded ? <PageActionsMenu>{actions}</PageActionsMenu> : null}
      {actions && !folded ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
