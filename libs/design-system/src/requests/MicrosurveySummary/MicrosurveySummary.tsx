import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { StarRating } from '../../reviews/StarRating.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import type {
  MicrosurveyQuestionSummaryView,
  MicrosurveyResponseRowView,
  MicrosurveySummaryViewProps,
} from '../microsurvey-view-types.js';
import { MicrosurveyBars } from './MicrosurveyBars.js';

export interface MicrosurveySummaryProps extends MicrosurveySummaryViewProps {
  /** The page's Export and Schedule buttons (the app's export machinery). */
  actions?: ReactNode;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function QuestionSummary({ question }: { question: MicrosurveyQuestionSummaryView }) {
  return (
    <Card title={question.label}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {question.answeredLabel}
      </Typography>
      {question.kind === 'counts' ? (
        <MicrosurveyBars bars={question.bars} label={`Answers to ${question.label}`} />
      ) : question.texts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No answers in this period.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`Newest answers to ${question.label}`}>
          {question.texts.map((entry, i) => (
            <Box component="li" key={i}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`“${entry.text}”`}</Typography>
              <Typography variant="caption" color="text.secondary">
                {entry.when}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** A survey's answers in the period: the rating, each question's counts or newest texts, the responses. */
export function MicrosurveySummary(props: MicrosurveySummaryProps) {
  const { status, rows } = props;
  if (status === 'error')
    return <ErrorState message={props.loadError ?? 'Unable to load the summary.'} onRetry={props.onRetry} />;
  const columns: DataTableColumn<MicrosurveyResponseRowView>[] = [
    { key: 'when', header: 'Date', cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{row.when}</Box> },
    { key: 'location', header: 'Location', hideOnPhone: true, cell: (row) => row.location },
    ...(props.hasStarQuestion ? [{ key: 'rating', header: 'Rating', cell: (row: MicrosurveyResponseRowView) => row.rating }] : []),
    {
      key: 'answers',
      header: 'Answers',
      cell: (row) => (
        <Stack spacing={0.25}>
          {row.answers.map((answer) => (
            <Typography key={answer.label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>{`${answer.label}: `}</Box>
              {answer.value}
            </Typography>
          ))}
        </Stack>
      ),
    },
  ];
  const stars = props.averageValue === null ? 0 : (props.averageValue * 5) / props.ratingScale;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} aria-busy={status === 'loading' || undefined}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {props.name || 'Microsurvey'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.periodLabel}
          </Typography>
        </Box>
        {props.actions ? <Stack direction="row" spacing={1}>{props.actions}</Stack> : null}
      </Stack>
      {status === 'loading' ? <LoadingBar label="Loading the summary" /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Card title="Responses">
          <Typography variant="h4" component="p" role="status">
            {props.responses.toLocaleString('en-US')}
          </Typography>
        </Card>
        {props.hasStarQuestion ? (
          <Card title="Average rating">
            {props.average === null ? (
              <Typography color="text.secondary">No ratings in this period.</Typography>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h4" component="p">{`${props.average} / ${props.ratingScale}`}</Typography>
                <StarRating value={Math.round(stars * 10) / 10} />
              </Stack>
            )}
            <Box sx={{ mt: 1 }}>
              <MicrosurveyBars bars={props.distribution} label="Ratings" />
            </Box>
          </Card>
        ) : null}
        {props.questions.map((question) => (
          <QuestionSummary key={question.id} question={question} />
        ))}
      </Box>
      <Typography variant="subtitle1" component="h3">
        Responses
      </Typography>
      <DataTable
        label="Responses"
        size="small"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={props.rowsStatus === 'loading'}
        lockWhileLoading
        loadingSlot={rows.length > 0 ? <LoadingBar label="Loading the responses" /> : null}
        placeholderSlot={<TableSkeleton columns={4} label="Loading the responses" />}
        errorSlot={
          props.rowsStatus === 'error' ? <ErrorState message={props.rowsError ?? 'Unable to load the responses.'} onRetry={props.onRetry} /> : undefined
        }
        emptySlot={
          props.rowsStatus === 'ready' && rows.length === 0 ? (
            <EmptyState title="No responses in this period" description="Share the survey’s link, or choose another period." />
          ) : undefined
        }
        paging={{ variant: 'prev-next', page: props.page, pageCount: props.pageCount, onPage: props.onPageChange, label: 'Response pages' }}
      />
    </Stack>
  );
}
