import OpenInNew from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { IntegrationActionKind, IntegrationCardView, IntegrationState } from '../integration-view-types.js';

export interface IntegrationCardProps {
  card: IntegrationCardView;
  onAction(code: string, kind: IntegrationActionKind): void;
}

const CHIP_COLOR: Record<IntegrationState, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  connected: 'success',
  expiring: 'warning',
  expired: 'error',
  requested: 'info',
  not_connected: 'default',
};

/** One integration of the catalogue: its logo, name, state, texts and the actions the user may take. */
export function IntegrationCard({ card, onAction }: IntegrationCardProps) {
  const headingId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={card.busy || undefined}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, minWidth: 0 }}>
          <Avatar src={card.logo} alt="" variant="rounded" sx={{ bgcolor: 'grey.200', color: 'text.primary' }}>
            {card.name.charAt(0)}
          </Avatar>
          <Stack sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {card.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {card.feature}
            </Typography>
          </Stack>
        </Stack>
        {card.stateLabel ? (
          <Chip size="small" label={card.stateLabel} color={CHIP_COLOR[card.state]} sx={{ mb: 1.5 }} />
        ) : null}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {card.description}
        </Typography>
        {card.note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {card.note}
          </Typography>
        ) : null}
        {card.message ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {card.message}
          </Typography>
        ) : null}
      </CardContent>
      {card.actions.length > 0 ? (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {card.actions.map((action) =>
            action.kind === 'open' ? (
              <Button
                key={action.kind}
                variant="outlined"
                href={action.href ?? ''}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNew fontSize="small" />}
                aria-label={`${action.label} ${card.name} (opens in a new tab)`}
              >
                {action.label}
              </Button>
            ) : (
              <Button
                key={action.kind}
                variant={action.kind === 'disconnect' ? 'text' : 'contained'}
                color={action.kind === 'disconnect' ? 'error' : 'primary'}
                loading={card.busy && action.kind !== 'disconnect'}
                disabled={card.busy}
                aria-label={`${action.label} ${card.name}`}
                onClick={() => onAction(card.code, action.kind)}
                sx={{ ml: '0 !important' }}
              >
                {action.label}
              </Button>
            ),
          )}
        </CardActions>
      ) : null}
    </Card>
  );
}
