import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ElementType, UIEvent } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog/ConfirmDialog.js';
import { TextInput } from '../inputs/TextInput/TextInput.js';
import { PageHeader } from '../layout/PageHeader/PageHeader.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';

export interface WidgetTypeCardView {
  type: string;
  name: string;
  description: string;
  href: string;
  enabled: boolean;
  note: string | null;
}

export interface CreatedWidgetView {
  id: number;
  /** The name, with the 'Auto-Update' prefix when the widget auto-publishes. */
  title: string;
  typeName: string;
  published: boolean;
  editHref: string;
  previewHref: string;
}

export interface ScrollPosition {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** The Delete confirmation: its title names the widget ('Delete {name}?'). */
export interface DeleteWidgetDialogView {
  open: boolean;
  title: string;
  message: string;
  /** The delete is running: both buttons wait. */
  busy: boolean;
}

export interface AmplifyHomeProps {
  /** full: the cards and the created widgets; preview: the teaser with Request Access. */
  access: 'full' | 'preview';
  cards: readonly WidgetTypeCardView[];
  typed: string;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  empty: boolean;
  searching: boolean;
  hasMore: boolean;
  widgets: readonly CreatedWidgetView[];
  /** Empty cells completing the last row of 3. */
  spacers: number;
  canEdit: boolean;
  /** Delete buttons on the cards (amplify delete). */
  canDelete: boolean;
  deleteDialog: DeleteWidgetDialogView;
  requestLabel: string;
  requestStatus: 'idle' | 'sending' | 'sent' | 'failed';
  requestDisabled: boolean;
  previewBanner: string;
  onSearch: (text: string) => void;
  onScroll: (position: ScrollPosition) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onRequestAccess: () => void;
  onDelete: (id: number) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** A router link component (it receives `href`). */
  LinkComponent?: ElementType;
}

const linkProps = (LinkComponent: ElementType | undefined) => (LinkComponent ? { component: LinkComponent } : {});

function TypeCards({ cards, LinkComponent }: Pick<AmplifyHomeProps, 'cards' | 'LinkComponent'>) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      {cards.map((card) => {
        const content = (
          <CardContent>
            <Typography variant="h6" component="h3">
              {card.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {card.description}
            </Typography>
            {card.note ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {card.note}
              </Typography>
            ) : null}
          </CardContent>
        );
        return (
          <Box component="li" key={card.type}>
            <Card variant="outlined" sx={{ height: '100%', opacity: card.enabled ? 1 : 0.6 }}>
              {card.enabled ? (
                <CardActionArea {...linkProps(LinkComponent)} href={card.href} sx={{ height: '100%' }}>
                  {content}
                </CardActionArea>
              ) : (
                <Box aria-disabled="true">{content}</Box>
              )}
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}

interface WidgetCardProps {
  widget: CreatedWidgetView;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (id: number) => void;
  LinkComponent: ElementType | undefined;
}

function WidgetCard({ widget, canEdit, canDelete, onDelete, LinkComponent }: WidgetCardProps) {
  return (
    <Card component="li" variant="outlined" aria-label={widget.title}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {widget.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {widget.typeName}
          </Typography>
          <Chip size="small" label={widget.published ? 'Published' : 'Draft'} color={widget.published ? 'success' : 'default'} variant="outlined" />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {canEdit ? (
            <Link {...linkProps(LinkComponent)} href={widget.editHref} underline="hover" aria-label={`Edit ${widget.title}`}>
              Edit
            </Link>
          ) : null}
          <Link {...linkProps(LinkComponent)} href={widget.previewHref} underline="hover" aria-label={`Preview ${widget.title}`}>
            Preview
          </Link>
          {canDelete ? (
            <Button size="small" color="error" onClick={() => onDelete(widget.id)} aria-label={`Delete ${widget.title}`} sx={{ ml: 'auto' }}>
              Delete
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function CreatedWidgets(props: AmplifyHomeProps) {
  const { status, widgets } = props;
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    props.onScroll({ scrollTop, clientHeight, scrollHeight });
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 360 }}>
        <TextInput label="Search widgets" type="search" value={props.typed} onChange={(event) => props.onSearch(event.target.value)} />
      </Box>
      {status === 'error' ? (
        <ErrorState message={props.error ?? ''} onRetry={props.onRetry} />
      ) : props.empty ? (
        <EmptyState title={props.searching ? 'No widgets match your search' : 'No widgets yet'} description={props.searching ? 'Try another name.' : 'Create one from the cards above.'} />
      ) : (
        <Box
          role="region"
          aria-label="Created widgets"
          aria-busy={status === 'loading' || undefined}
          tabIndex={0}
          onScroll={onScroll}
          sx={{ maxHeight: '70vh', overflowY: 'auto', p: 0.5 }}
        >
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
            {widgets.map((widget) => (
              <WidgetCard
                key={widget.id}
                widget={widget}
                canEdit={props.canEdit}
                canDelete={props.canDelete}
                onDelete={props.onDelete}
                LinkComponent={props.LinkComponent}
              />
            ))}
            {Array.from({ length: props.spacers }, (_, index) => (
              <Box component="li" key={`spacer-${index}`} aria-hidden="true" data-testid="widget-spacer" />
            ))}
          </Box>
          {status === 'loading' ? <LoadingBar label="Loading widgets" /> : null}
          {props.hasMore && status !== 'loading' ? (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button onClick={props.onLoadMore}>Load more widgets</Button>
            </Box>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}

function Teaser(props: AmplifyHomeProps) {
  return (
    <Stack spacing={3}>
      <Alert severity="info">{props.previewBanner}</Alert>
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>
          Show off your best reviews on your website
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
          Amplify turns your reviews into widgets for any web page: a testimonial carousel, a review feed, your star
          rating and each location&apos;s details, always up to date.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="contained" disabled={props.requestDisabled} onClick={props.onRequestAccess}>
            {props.requestLabel}
          </Button>
          <Typography variant="body2" role="status" color={props.requestStatus === 'failed' ? 'error' : 'text.secondary'}>
            {props.requestStatus === 'sent'
              ? 'We will be in touch about Amplify.'
              : props.requestStatus === 'failed'
                ? 'The request could not be sent.'
                : ''}
          </Typography>
        </Stack>
      </Box>
      <TypeCards cards={props.cards.map((card) => ({ ...card, enabled: false, note: null }))} />
    </Stack>
  );
}

/** /amplify and /amplify/widgets (F2-052..F2-064): the type cards and the created widgets, or the teaser. */
export function AmplifyHome(props: AmplifyHomeProps) {
  return (
    <Box>
      <PageHeader title="Widgets" />
      {props.access === 'preview' ? (
        <Teaser {...props} />
      ) : (
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="amplify-create">
            <Typography id="amplify-create" variant="overline" component="h2" sx={{ fontSize: 14, fontWeight: 600 }}>
              CREATE NEW WIDGET
            </Typography>
            <TypeCards cards={props.cards} LinkComponent={props.LinkComponent} />
          </Box>
          <Box component="section" aria-labelledby="amplify-created">
            <Typography id="amplify-created" variant="overline" component="h2" sx={{ fontSize: 14, fontWeight: 600 }}>
              CREATED WIDGETS
            </Typography>
            <CreatedWidgets {...props} />
          </Box>
          <ConfirmDialog
            open={props.deleteDialog.open}
            title={props.deleteDialog.title}
            message={props.deleteDialog.message}
            confirmLabel="Delete"
            destructive
            busy={props.deleteDialog.busy}
            onConfirm={props.onConfirmDelete}
            onCancel={props.onCancelDelete}
          />
        </Stack>
      )}
    </Box>
  );
}
