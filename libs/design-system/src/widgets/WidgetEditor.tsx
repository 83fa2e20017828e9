import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { TextInput } from '../inputs/TextInput/TextInput.js';
import { PageHeader } from '../layout/PageHeader/PageHeader.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';
import { EmbedSnippet } from './EmbedSnippet.js';

export interface WidgetEditorValues {
  name: string;
  locationIds: number[];
  sourceIds: number[];
  minRating: number;
  maxReviews: string;
  featuredReviewIds: number[];
  layout: string;
  colors: { primary: string; background: string; text: string; star: string };
  showReviewText: boolean;
  autoPublish: boolean;
  jsonLd: boolean;
  published: boolean;
}

export interface NamedPick {
  id: number;
  name: string;
}

export interface ReviewPick {
  id: number;
  author: string;
  rating: number;
  text: string;
  locationName: string;
}

export type WidgetEditorErrors = Partial<Record<'name' | 'layout' | 'locationIds' | 'sourceIds' | 'featuredReviewIds' | 'maxReviews' | 'colors' | 'minRating', string>>;

export interface WidgetEditorProps {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  typeName: string;
  isEdit: boolean;
  values: WidgetEditorValues;
  errors: WidgetEditorErrors;
  saving: boolean;
  saveError: string | null;
  snippet: string | null;
  locations: readonly NamedPick[];
  sources: readonly NamedPick[];
  reviews: readonly ReviewPick[];
  showsFeatured: boolean;
  singleLocation: boolean;
  featuredMax: number;
  layouts: readonly { value: string; label: string }[];
  backHref: string;
  onChange: <K extends keyof WidgetEditorValues>(field: K, value: WidgetEditorValues[K]) => void;
  onToggleFeatured: (id: number) => void;
  onMoveFeatured: (id: number, by: -1 | 1) => void;
  onSave: () => void;
  copy?: (text: string) => Promise<void>;
  LinkComponent?: ElementType;
}

const COLOR_FIELDS: { key: keyof WidgetEditorValues['colors']; label: string }[] = [
  { key: 'primary', label: 'Accent colour' },
  { key: 'background', label: 'Background colour' },
  { key: 'text', label: 'Text colour' },
  { key: 'star', label: 'Star colour' },
];

const stars = (rating: number) => `${rating} star${rating === 1 ? '' : 's'}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

function MultiPick({ label, options, ids, error, onChange }: { label: string; options: readonly NamedPick[]; ids: number[]; error: string | undefined; onChange: (ids: number[]) => void }) {
  const value = options.filter((option) => ids.includes(option.id));
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, picked) => onChange(picked.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={label} placeholder={value.length ? '' : 'All'} error={Boolean(error)} helperText={error ?? 'Leave empty for all'} />}
    />
  );
}

function FeaturedReviews(props: WidgetEditorProps) {
  const { values, reviews } = props;
  const byId = new Map(reviews.map((review) => [review.id, review]));
  const featured = values.featuredReviewIds;
  const full = featured.length >= props.featuredMax;
  return (
    <Section title="Featured reviews">
      <Typography variant="body2" color="text.secondary">
        {`${featured.length} of ${props.featuredMax} featured. Featured reviews show first, in this order.`}
      </Typography>
      {props.errors.featuredReviewIds ? <FormHelperText error>{props.errors.featuredReviewIds}</FormHelperText> : null}
      {featured.length ? (
        <List dense aria-label="Featured order">
          {featured.map((id, index) => {
            const review = byId.get(id);
            const label = review ? `${review.author}, ${stars(review.rating)}` : `Review ${id}`;
            return (
              <ListItem
                key={id}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => props.onMoveFeatured(id, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={`Move ${label} down`} disabled={index === featured.length - 1} onClick={() => props.onMoveFeatured(id, 1)}>
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                }
              >
                <ListItemText primary={`${index + 1}. ${label}`} />
              </ListItem>
            );
          })}
        </List>
      ) : null}
      <List dense aria-label="Reviews to feature" sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {reviews.map((review) => {
          const checked = featured.includes(review.id);
          return (
            <ListItem key={review.id} disablePadding>
              <FormControlLabel
                sx={{ alignItems: 'flex-start', m: 0 }}
                control={<Checkbox checked={checked} disabled={!checked && full} onChange={() => props.onToggleFeatured(review.id)} />}
                label={
                  <Box sx={{ pt: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${review.author}, ${stars(review.rating)} (${review.locationName})`}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {review.text}
                    </Typography>
                  </Box>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}

/** Create or edit one widget type: which reviews, how it looks, and its embed code once saved. */
export function WidgetEditor(props: WidgetEditorProps) {
  const { values, errors } = props;
  const title = `${props.isEdit ? 'Edit' : 'Create'} ${props.typeName}`;
  const back = { label: 'Widgets', href: props.backHref };
  if (props.status !== 'ready') {
    return (
      <Box>
        <PageHeader title={title} back={back} LinkComponent={props.LinkComponent} />
        {props.status === 'loading' ? <LoadingBar label="Loading widget" /> : <ErrorState message={props.loadError ?? ''} />}
      </Box>
    );
  }
  const location = props.locations.find((option) => option.id === values.locationIds[0]) ?? null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      <PageHeader title={title} back={back} LinkComponent={props.LinkComponent} />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {props.saveError ? <Alert severity="error">{props.saveError}</Alert> : null}
        <Section title="Widget">
          <TextInput label="Name" value={values.name} maxLength={120} error={Boolean(errors.name)} helperText={errors.name} onChange={(event) => props.onChange('name', event.target.value)} />
          <FormControlLabel control={<Switch checked={values.published} onChange={(event) => props.onChange('published', event.target.checked)} />} label="Published (shows on websites)" />
        </Section>
        <Section title="Reviews">
          {props.singleLocation ? (
            <Autocomplete
              options={props.locations}
              value={location}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_event, picked) => props.onChange('locationIds', picked ? [picked.id] : [])}
              renderInput={(params) => <TextField {...params} label="Location" required error={Boolean(errors.locationIds)} helperText={errors.locationIds} />}
            />
          ) : (
            <MultiPick label="Locations" options={props.locations} ids={values.locationIds} error={errors.locationIds} onChange={(ids) => props.onChange('locationIds', ids)} />
          )}
          <MultiPick label="Review sites" options={props.sources} ids={values.sourceIds} error={errors.sourceIds} onChange={(ids) => props.onChange('sourceIds', ids)} />
          <TextField select label="Minimum rating" value={values.minRating} error={Boolean(errors.minRating)} helperText={errors.minRating} onChange={(event) => props.onChange('minRating', Number(event.target.value))}>
            {[5, 4, 3, 2, 1].map((rating) => (
              <MenuItem key={rating} value={rating}>
                {rating === 5 ? '5 stars' : `${stars(rating)} and up`}
              </MenuItem>
            ))}
          </TextField>
          <TextInput label="Reviews shown" inputMode="numeric" value={values.maxReviews} error={Boolean(errors.maxReviews)} helperText={errors.maxReviews ?? 'From 1 to 50'} onChange={(event) => props.onChange('maxReviews', event.target.value)} />
          <FormControlLabel control={<Switch checked={values.autoPublish} onChange={(event) => props.onChange('autoPublish', event.target.checked)} />} label="Auto-Update: show new matching reviews automatically" />
        </Section>
        {props.showsFeatured ? <FeaturedReviews {...props} /> : null}
        <Section title="Appearance">
          <TextField select label="Layout" value={values.layout} error={Boolean(errors.layout)} helperText={errors.layout} onChange={(event) => props.onChange('layout', event.target.value)}>
            {props.layouts.map((layout) => (
              <MenuItem key={layout.value} value={layout.value}>
                {layout.label}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            {COLOR_FIELDS.map((field) => (
              <TextInput
                key={field.key}
                label={field.label}
                value={values.colors[field.key]}
                error={Boolean(errors.colors) && !/^#[0-9a-fA-F]{6}$/.test(values.colors[field.key])}
                onChange={(event) => props.onChange('colors', { ...values.colors, [field.key]: event.target.value })}
              />
            ))}
          </Box>
          {errors.colors ? <FormHelperText error>{errors.colors}</FormHelperText> : null}
          <FormControlLabel control={<Switch checked={values.showReviewText} onChange={(event) => props.onChange('showReviewText', event.target.checked)} />} label="Show review text" />
          <FormControlLabel control={<Switch checked={values.jsonLd} onChange={(event) => props.onChange('jsonLd', event.target.checked)} />} label="Add review markup for search engines (JSON-LD)" />
        </Section>
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={props.saving}>
            {props.saving ? 'Saving…' : 'Save'}
          </Button>
          <Button {...(props.LinkComponent ? { component: props.LinkComponent } : {})} href={props.backHref}>
            Cancel
          </Button>
        </Stack>
        {props.snippet ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <EmbedSnippet snippet={props.snippet} {...(props.copy ? { copy: props.copy } : {})} />
          </Paper>
        ) : null}
      </Stack>
    </Box>
  );
}
