import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { ListSkeleton } from '../../states/Skeletons/ListSkeleton.js';
import { DisconnectDialog } from '../DisconnectDialog/DisconnectDialog.js';
import { IntegrationCard } from '../IntegrationCard/IntegrationCard.js';
import { IntegrationNotice } from '../IntegrationNotice/IntegrationNotice.js';
import type {
  IntegrationActionKind,
  IntegrationGroupView,
  IntegrationNoticeView,
  IntegrationsAccess,
} from '../integration-view-types.js';

/** The view model IntegrationsCatalogueView of libs/integrations. */
export interface IntegrationsCatalogueProps {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  access: IntegrationsAccess;
  groups: readonly IntegrationGroupView[];
  notice: IntegrationNoticeView | null;
  confirm: { name: string; busy: boolean } | null;
  onAction(code: string, kind: IntegrationActionKind): void;
  onConfirmDisconnect(): void;
  onCancelDisconnect(): void;
  onDismissNotice(): void;
  onRetry(): void;
}

export const INTEGRATIONS_TEXTS = {
  noAccess: 'You do not have permission to view integrations. Ask an admin of your account.',
  readOnly: 'Only an admin can connect, disconnect or request integrations.',
  empty: 'No integrations are available for this account.',
} as const;

function Group({ group, onAction }: { group: IntegrationGroupView; onAction: IntegrationsCatalogueProps['onAction'] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {group.title}
      </Typography>
      <Box
        role="list"
        sx={{
          display: 'grid',
          gap: 2,
          // One column on a 390 px phone, as many 280 px columns as fit above it.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        }}
      >
        {group.cards.map((card) => (
          <Box role="listitem" key={card.code} sx={{ display: 'flex', minWidth: 0, '& > *': { flexGrow: 1 } }}>
            <IntegrationCard card={card} onAction={onAction} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The integrations catalogue: the provider's outcome, then Connected, Review sites and Tools as card grids. */
export function IntegrationsCatalogue(props: IntegrationsCatalogueProps) {
  const { status, access, groups } = props;
  return (
    <Box sx={{ minWidth: 0 }}>
      <IntegrationNotice notice={props.notice} onDismiss={props.onDismissNotice} />
      {access === 'none' ? (
        <Typography>{INTEGRATIONS_TEXTS.noAccess}</Typography>
      ) : status === 'loading' ? (
        <ListSkeleton rows={4} label="Loading integrations" />
      ) : status === 'error' ? (
        <ErrorState message={props.loadError ?? ''} onRetry={props.onRetry} />
      ) : groups.length === 0 ? (
        <EmptyState title="No integrations" description={INTEGRATIONS_TEXTS.empty} />
      ) : (
        <>
          {access === 'read' ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {INTEGRATIONS_TEXTS.readOnly}
            </Typography>
          ) : null}
          {groups.map((group) => (
            <Group key={group.id} group={group} onAction={props.onAction} />
          ))}
        </>
      )}
      <DisconnectDialog confirm={props.confirm} onConfirm={props.onConfirmDisconnect} onCancel={props.onCancelDisconnect} />
    </Box>
  );
}
