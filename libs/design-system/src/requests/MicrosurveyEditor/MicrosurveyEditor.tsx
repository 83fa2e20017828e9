import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { OptionRadios } from '../OptionRadios.js';
import type {
  MicrosurveyEditorProps,
  MicrosurveyQuestionType,
  MicrosurveyQuestionView,
  MicrosurveyStarScale,
} from '../microsurvey-view-types.js';

const SCALES = [
  { value: 5 as MicrosurveyStarScale, label: '1 to 5' },
  { value: 10 as MicrosurveyStarScale, label: '1 to 10' },
];

const ADD: readonly { type: MicrosurveyQuestionType; label: string }[] = [
  { type: 'text', label: 'Text question' },
  { type: 'choice', label: 'Multiple choice' },
  { type: 'yes_no', label: 'Yes / No' },
];

function QuestionCard({ editor, question, index }: { editor: MicrosurveyEditorProps; question: MicrosurveyQuestionView; index: number }) {
  const n = index + 1;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }} aria-label={`Question ${n}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {`Question ${n} · ${question.typeLabel}`}
          </Typography>
          <IconButton size="small" aria-label={`Move question ${n} up`} disabled={!question.canMoveUp} onClick={() => editor.onMoveQuestion(index, -1)}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Move question ${n} down`} disabled={!question.canMoveDown} onClick={() => editor.onMoveQuestion(index, 1)}>
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Remove question ${n}`} onClick={() => editor.onRemoveQuestion(index)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
        <TextField
          label={`Question ${n}`}
          size="small"
          fullWidth
          value={question.label}
          error={Boolean(question.labelError)}
          helperText={question.labelError}
          onChange={(event) => editor.onQuestionLabelChange(index, event.target.value)}
        />
        {question.type === 'choice' ? (
          <Stack spacing={1} role="group" aria-label={`Choices of question ${n}`}>
            {question.choices.map((choice, c) => (
              <Stack key={c} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label={`Choice ${c + 1}`}
                  size="small"
                  value={choice}
                  onChange={(event) => editor.onChoiceChange(index, c, event.target.value)}
                  sx={{ flex: 1 }}
                />
                <IconButton
                  size="small"
                  aria-label={`Remove choice ${c + 1} of question ${n}`}
                  disabled={!question.canRemoveChoice}
                  onClick={() => editor.onRemoveChoice(index, c)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            {question.choicesError ? <FormHelperText error>{question.choicesError}</FormHelperText> : null}
            <Box>
              <Button size="small" startIcon={<AddOutlined />} disabled={!question.canAddChoice} onClick={() => editor.onAddChoice(index)}>
                Add a choice
              </Button>
            </Box>
          </Stack>
        ) : null}
        <FormControlLabel
          control={<Switch checked={question.required} onChange={(event) => editor.onRequiredToggle(index, event.target.checked)} />}
          label="Required"
        />
      </Stack>
    </Paper>
  );
}

/**
 * Create or edit a microsurvey in a dialog: its name (with a counter), the optional star question first (1-5
 * or 1-10, shown on 5 when normalized), then up to 10 questions built one by one.
 */
export function MicrosurveyEditor({ editor }: { editor: MicrosurveyEditorProps }) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.saving) editor.onSave();
  };
  return (
    <Dialog open={editor.open} onClose={() => (editor.saving ? undefined : editor.onCancel())} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} aria-labelledby={titleId} aria-busy={editor.saving || undefined}>
        <DialogTitle id={titleId}>{editor.mode === 'create' ? 'New microsurvey' : 'Edit microsurvey'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {editor.formError ? <Alert severity="error">{editor.formError}</Alert> : null}
            <TextField
              label="Name"
              required
              fullWidth
              value={editor.name}
              error={Boolean(editor.nameError)}
              helperText={editor.nameError ?? editor.nameCounter}
              slotProps={{ htmlInput: { maxLength: editor.nameMax } }}
              onChange={(event) => editor.onNameChange(event.target.value)}
            />
            <FormControlLabel
              control={<Switch checked={editor.isStarRatingQuestion} onChange={(event) => editor.onStarToggle(event.target.checked)} />}
              label="Start with a star rating question"
            />
            {editor.isStarRatingQuestion ? (
              <Stack spacing={1.5} sx={{ pl: { sm: 2 } }}>
                <TextField
                  label="Star question"
                  fullWidth
                  value={editor.starQuestion}
                  error={Boolean(editor.starQuestionError)}
                  helperText={editor.starQuestionError}
                  onChange={(event) => editor.onStarQuestionChange(event.target.value)}
                />
                <OptionRadios label="Scale" options={SCALES} value={editor.starScale} onChange={editor.onStarScaleChange} disabled={editor.saving} />
                {editor.normalizeAvailable ? (
                  <FormControlLabel
                    control={
                      <Switch checked={editor.normalizeStarRating} onChange={(event) => editor.onNormalizeToggle(event.target.checked)} />
                    }
                    label="Show 10-point answers on 5 in summaries"
                  />
                ) : null}
              </Stack>
            ) : null}
            <Typography variant="subtitle1" component="h3">
              Questions
            </Typography>
            {editor.questions.length === 0 ? (
              <Typography color="text.secondary">No questions yet: add one below.</Typography>
            ) : null}
            {editor.questions.map((question, index) => (
              <QuestionCard key={question.id} editor={editor} question={question} index={index} />
            ))}
            {editor.questionsError ? <FormHelperText error>{editor.questionsError}</FormHelperText> : null}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Add a question">
              {ADD.map(({ type, label }) => (
                <Button key={type} variant="outlined" size="small" startIcon={<AddOutlined />} disabled={!editor.canAddQuestion} onClick={() => editor.onAddQuestion(type)}>
                  {label}
                </Button>
              ))}
            </Stack>
            {!editor.canAddQuestion ? <FormHelperText>A survey has at most 10 questions.</FormHelperText> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={editor.onCancel} disabled={editor.saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={editor.saving}>
            {editor.mode === 'create' ? 'Create' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
