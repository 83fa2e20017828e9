import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../../states/Skeletons/BusyRegion.js';
import { routeClick } from '../../utils/link-click.js';
import type { LoadStatus } from '../request-view-types.js';
import { countOf } from '../count-text.js';

/** The page after a send or a schedule (CampaignConfirmationView). */
export interface CampaignConfirmationProps {
  status: LoadStatus;
  title: string;
  detail: string;
  recipients: number;
  skipped: number;
  historyHref: string;
  composeHref: string;
  campaignsHref: string;
  /** The app's router for plain clicks on the links; without it they are ordinary links. */
  onNavigate?: (href: string) => void;
  /** Optional: a Try Again under the load error. */
  onRetry?: () => void;
  /** The title's heading level: h1 when this is the whole page (the default). */
  headingLevel?: 'h1' | 'h2';
}

/** A big tick, what happened, the counts, and where to go next. */
export function CampaignConfirmation(props: CampaignConfirmationProps) {
  if (props.status === 'error')
    return (
      <ErrorState message={props.detail || 'The campaign could not be loaded.'} onRetry={props.onRetry} />
    );
  if (props.status === 'loading')
    return (
      <BusyRegion label="Loading the campaign">
        <Skeleton variant="circular" width={72} height={72} sx={{ mx: 'auto', mb: 2 }} />
        <Skeleton variant="text" height={40} />
        <Skeleton variant="text" />
      </BusyRegion>
    );
  const links = [
    { href: props.historyHref, label: 'See the history' },
    { href: props.composeHref, label: 'Ask more customers' },
    { href: props.campaignsHref, label: 'Campaigns' },
  ];
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560, mx: 'auto', py: 4 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h4" component={props.headingLevel ?? 'h1'} sx={{ overflowWrap: 'anywhere' }}>
        {props.title}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{props.detail}</Typography>
      <Typography color="text.secondary">
        {props.skipped > 0
          ? `${countOf(props.recipients, 'customer', 'customers')} asked, ${props.skipped} skipped (unsubscribed or on your do-not-contact list)`
          : `${countOf(props.recipients, 'customer', 'customers')} asked`}
      </Typography>
      <Stack
        component="nav"
        aria-label="Next steps"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
      >
        {links.map((link) => (
          <Link key={link.label} href={link.href} onClick={routeClick(link.href, props.onNavigate)}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
