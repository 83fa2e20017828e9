import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { PageHeader } from '../layout/PageHeader/PageHeader.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';
import { EmbedSnippet } from './EmbedSnippet.js';

export interface WidgetPreviewProps {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  title: string;
  typeName: string;
  published: boolean;
  snippet: string | null;
  /** The edit page, when the user may edit. */
  editHref: string | null;
  backHref: string;
  /** The widget as a website renders it (an EmbedHost), shown when published. */
  embed: ReactNode;
  copy?: (text: string) => Promise<void>;
  LinkComponent?: ElementType;
}

/** /amplify/widgets/preview/{type}/{id}: the widget as websites show it, and its embed code. */
export function WidgetPreview(props: WidgetPreviewProps) {
  const back = { label: 'Widgets', href: props.backHref };
  const link = props.LinkComponent ? { component: props.LinkComponent } : {};
  if (props.status !== 'ready') {
    return (
      <Box>
        <PageHeader title="Preview" back={back} LinkComponent={props.LinkComponent} />
        {props.status === 'loading' ? <LoadingBar label="Loading widget" /> : <ErrorState message={props.error ?? ''} />}
      </Box>
    );
  }
  return (
    <Box>
      <PageHeader
        title={props.title}
        subtitle={props.typeName}
        back={back}
        LinkComponent={props.LinkComponent}
        actions={props.editHref ? <Button variant="outlined" {...link} href={props.editHref}>Edit</Button> : null}
      />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            As your website shows it
          </Typography>
          {props.published ? props.embed : <Alert severity="info">This widget is a draft: drafts do not show on websites. Publish it to see it here.</Alert>}
        </Paper>
        {props.snippet ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <EmbedSnippet snippet={props.snippet} {...(props.copy ? { copy: props.copy } : {})} />
          </Paper>
        ) : null}
      </Stack>
    </Box>
  );
}
