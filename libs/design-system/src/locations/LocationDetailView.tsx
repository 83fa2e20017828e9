import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';

export interface LocationDetailModel {
  title: string;
  fields: { label: string; value: string }[];
  hours: { day: string; text: string }[] | null;
  holidayHours: { date: string; text: string }[];
  moreHolidayHours: { kind: 'link' | 'text'; text: string } | null;
  overrides: { directory: string; phone: string | null; website: string | null }[];
  actions: { createWidget: boolean; edit: boolean; syncFromGoogle: boolean; delete: boolean };
  showPhotoSection: boolean;
}

export interface LocationDetailViewProps {
  status: 'loading' | 'error' | 'loaded';
  errorMessage?: string;
  model: LocationDetailModel | null;
  onRetry?: () => void;
  onEdit: () => void;
  onSyncFromGoogle: () => void;
  onDelete: () => void;
  /** Create Widget as a link to the widget form (preferred: it opens in a new tab like any link). */
  createWidgetHref?: string;
  /** Create Widget as a button, when there is no href. */
  onCreateWidget?: () => void;
  /** A router link component for the links (it receives `href`). */
  LinkComponent?: ElementType;
  onSeeAllHolidayHours: () => void;
  /** The Photo Management section (filled by the photos feature); without it the section is left out. */
  photoSlot?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Pairs({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The location detail page's view mode (features.md section 2, Location detail). */
export function LocationDetailView(props: LocationDetailViewProps) {
  const { status, model } = props;
  if (status === 'loading') return <LoadingBar />;
  if (status === 'error' || !model)
    return <ErrorState message={props.errorMessage ?? 'Error fetching location'} onRetry={props.onRetry} />;
  const { actions } = model;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {model.title}
        </Typography>
        {actions.createWidget ? (
          props.createWidgetHref ? (
            <Button href={props.createWidgetHref} {...(props.LinkComponent ? { component: props.LinkComponent } : {})}>
              Create Widget
            </Button>
          ) : (
            <Button onClick={props.onCreateWidget}>Create Widget</Button>
          )
        ) : null}
        {actions.syncFromGoogle ? <Button onClick={props.onSyncFromGoogle}>Sync From Google</Button> : null}
        {actions.edit ? (
          <Button variant="contained" onClick={props.onEdit}>
            Edit
          </Button>
        ) : null}
        {actions.delete ? (
          <Button color="error" onClick={props.onDelete}>
            Delete
          </Button>
        ) : null}
      </Stack>
      <Section title="Location Details">
        <Pairs rows={model.fields} />
      </Section>
      {model.overrides.length > 0 ? (
        <Section title="Directory-Specific Details">
          <Pairs
            rows={model.overrides.flatMap((row) => [
              ...(row.phone ? [{ label: `${row.directory} phone`, value: row.phone }] : []),
              ...(row.website ? [{ label: `${row.directory} website`, value: row.website }] : []),
            ])}
          />
        </Section>
      ) : null}
      <Section title="Operating Hours">
        {model.hours ? <Pairs rows={model.hours.map((row) => ({ label: row.day, value: row.text }))} /> : <Typography variant="body2">No hours set.</Typography>}
      </Section>
      <Section title="Holiday Hours">
        {model.holidayHours.length === 0 ? (
          <Typography variant="body2">No upcoming holiday hours.</Typography>
        ) : (
          <Pairs rows={model.holidayHours.map((row) => ({ label: row.date, value: row.text }))} />
        )}
        {model.moreHolidayHours?.kind === 'link' ? (
          <Link component="button" onClick={props.onSeeAllHolidayHours} sx={{ mt: 1 }}>
            {model.moreHolidayHours.text}
          </Link>
        ) : model.moreHolidayHours ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {model.moreHolidayHours.text}
          </Alert>
        ) : null}
      </Section>
      {model.showPhotoSection && props.photoSlot ? <Section title="Photo Management">{props.photoSlot}</Section> : null}
    </Stack>
  );
}
