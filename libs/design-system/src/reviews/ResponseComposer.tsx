import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import { visuallyHidden } from '../theme/visually-hidden.js';
import { ResponseCard } from './ResponseCard.js';
import { ResponseComposerForm, type ResponseComposerFormProps } from './ResponseComposerForm.js';
import type { ResponseChipStatus, ResponseComposerState, ResponseView } from './response-views.js';

export interface ResponseComposerProps extends ResponseComposerFormProps {
  state: ResponseComposerState;
  /** The response on the site (or on its way), for every state but composing; a first publish may show `text`. */
  response?: ResponseView | null;
  /** The chip of `response` where the state does not say it (read_only_source, no_permission). */
  responseStatus?: ResponseChipStatus;
  /** The server's refusal of the last call (a 422's text). */
  errorMessage?: string | null;
  /** The spec's status text ('An error occurred while publishing the response. ...'). */
  statusText?: string | null;
  /** When the server tries again, formatted ('10:42 AM'). */
  retryAt?: string | null;
  /**
   * Why there is no reply box (read_only_source, no_permission), in the words of libs/reviews, which owns
   * that rule; the view adds none of its own.
   */
  notice?: string | null;
  /** read_only_source: where to answer on the site itself. */
  siteReplyUrl?: string | null;
  /** Whether this reply may be edited / deleted here (not a reply written on the site); both by default. */
  canEdit?: boolean;
  canDelete?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const CARD_STATUS: Partial<Record<ResponseComposerState, ResponseChipStatus>> = {
  publishing: 'publishing',
  published: 'published',
  error_published: 'publish_failed',
  error_unpublished: 'delete_failed',
  deleting: 'deleting',
};

/** What the live region says when the state changes, so a screen reader hears the publish go through. */
function announcement(props: ResponseComposerProps): string {
  switch (props.state) {
    case 'publishing':
      return `Publishing the reply on ${props.siteName}…`;
    case 'published':
      return `Reply published on ${props.siteName}`;
    case 'deleting':
      return 'Deleting the reply…';
    case 'error_published':
    case 'error_unpublished':
      return props.statusText ?? '';
    default:
      return '';
  }
}

function statusDescription({ statusText, retryAt }: ResponseComposerProps): string | null {
  if (!statusText) return null;
  return retryAt ? `${statusText} Next try at ${retryAt}.` : statusText;
}

/**
 * The reply box under a review, on the list row and on the review page: the composer while writing, the
 * response card with its publish state after, and the bare reply with the lib's notice for sites that take no
 * replies through Locus and for users who may not respond. Delete asks first.
 */
export function ResponseComposer(props: ResponseComposerProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { state, response, siteName } = props;
  const cardStatus = CARD_STATUS[state] ?? props.responseStatus ?? 'published';
  // A first reply on its way may have no response row yet: show what was sent, by its writer.
  const shown = response ?? (state === 'publishing' ? { author: 'You', date: '', text: props.text } : null);
  const changeable = state === 'published' || state === 'error_published';
  const canEdit = changeable && props.canEdit !== false;
  const canDelete = changeable && props.canDelete !== false;
  const card = shown ? (
    <ResponseCard
      response={shown}
      status={cardStatus}
      siteName={siteName}
      statusDescription={state === 'no_permission' || state === 'read_only_source' ? null : statusDescription(props)}
      actions={
        canEdit || canDelete ? (
          <>
            {canEdit ? (
              <Button size="small" onClick={props.onEdit} disabled={props.busy}>
                Edit
              </Button>
            ) : null}
            {canDelete ? (
              <Button size="small" color="error" onClick={() => setConfirmingDelete(true)} disabled={props.busy}>
                Delete
              </Button>
            ) : null}
          </>
        ) : null
      }
    />
  ) : null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement(props)}
      </Box>
      {props.errorMessage ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {props.errorMessage}
        </Alert>
      ) : null}
      {state === 'composing' ? <ResponseComposerForm {...props} /> : null}
      {props.notice ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: card ? 1 : 0 }}>
          {props.notice}
          {state === 'read_only_source' && props.siteReplyUrl ? (
            <>
              {' '}
              <Link href={props.siteReplyUrl} target="_blank" rel="noopener noreferrer">
                {`Open on ${siteName}`}
              </Link>
            </>
          ) : null}
        </Typography>
      ) : null}
      {state !== 'composing' ? card : null}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this reply?"
        message={`It is removed from ${siteName} too.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          setConfirmingDelete(false);
          props.onDelete();
        }}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}
