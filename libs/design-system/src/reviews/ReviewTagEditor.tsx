import CloseIcon from '@mui/icons-material/Close';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface ReviewTagEditorProps {
  tags: readonly string[];
  /** Matches of the typed text from GET tags (search_type typeahead). */
  suggestions: readonly string[];
  /** The typed tag, held by the store so a failed add keeps it. */
  inputText: string;
  onInputChange: (text: string) => void;
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
  loadingSuggestions?: boolean;
  /** An add or remove is on its way. */
  busy?: boolean;
  error?: string | null;
  readOnly?: boolean;
}

/** The review's tags: chips with remove buttons, and a typeahead that adds the typed or picked tag on Enter. */
export function ReviewTagEditor(props: ReviewTagEditorProps) {
  const { tags, readOnly, busy } = props;
  return (
    <Box>
      {tags.length > 0 ? (
        <Box component="ul" aria-label="Tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {tags.map((name) => (
            <li key={name}>
              <Chip
                sx={{ maxWidth: '100%' }}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {name}
                    {readOnly ? null : (
                      <IconButton size="small" aria-label={`Remove tag ${name}`} disabled={busy} onClick={() => props.onRemove(name)} sx={{ mr: -1, p: 0.25 }}>
                        <CloseIcon fontSize="inherit" />
                      </IconButton>
                    )}
                  </Box>
                }
              />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No tags
        </Typography>
      )}
      {readOnly ? null : (
        <Autocomplete<string, false, false, true>
          freeSolo
          options={props.suggestions}
          value={null}
          inputValue={props.inputText}
          filterOptions={(options) => options}
          loading={props.loadingSuggestions}
          disabled={busy}
          onInputChange={(_, text, reason) => {
            if (reason === 'input' || reason === 'clear') props.onInputChange(text);
          }}
          onChange={(_, picked) => {
            const name = picked?.trim();
            if (name) props.onAdd(name);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label="Add a tag"
              error={Boolean(props.error)}
              helperText={props.error ?? 'Type a tag and press Enter'}
            />
          )}
        />
      )}
    </Box>
  );
}
