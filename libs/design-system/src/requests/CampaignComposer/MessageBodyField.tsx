import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef } from 'react';
import type { CampaignComposerProps } from './composer-props.js';
import { countOf } from '../count-text.js';

type Props = Pick<
  CampaignComposerProps,
  'content' | 'placeholders' | 'smsLength' | 'onContentChange' | 'onInsertPlaceholder' | 'disabled'
> & {
  error?: string | undefined;
};

function smsCounterText({
  characters,
  segments,
  limit,
}: NonNullable<CampaignComposerProps['smsLength']>): string {
  return `${characters} of ${limit} characters, sent as ${countOf(segments, 'text message', 'text messages')}`;
}

/**
 * The message's text with chips that put a placeholder where the cursor is (the cursor then sits after
 * it, so a user types on), and for SMS the character and message counter.
 */
export function MessageBodyField(props: Props) {
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const caretAfter = useRef<number | null>(null);
  const chipsLabel = useId();
  const counterId = useId();
  const { smsLength } = props;
  const over = smsLength !== null && smsLength.characters > smsLength.limit;

  // Once the inserted token is in the text, put the cursor after it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretAfter.current === null || !input) return;
    const at = Math.min(caretAfter.current, input.value.length);
    caretAfter.current = null;
    input.focus();
    input.setSelectionRange(at, at);
  }, [props.content]);

  const insert = (token: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? props.content.length;
    const end = input?.selectionEnd ?? start;
    caretAfter.current = start + token.length;
    props.onInsertPlaceholder(token, { start, end });
  };

  return (
    <Stack spacing={1}>
      <TextField
        label="Message"
        required
        multiline
        minRows={5}
        fullWidth
        value={props.content}
        disabled={props.disabled}
        inputRef={inputRef}
        onChange={(event) => props.onContentChange(event.target.value)}
        error={Boolean(props.error) || over}
        helperText={props.error ?? ' '}
        slotProps={smsLength ? { htmlInput: { 'aria-describedby': counterId } } : undefined}
      />
      {smsLength ? (
        <Typography id={counterId} role="status" variant="body2" color={over ? 'error' : 'text.secondary'}>
          {smsCounterText(smsLength)}
        </Typography>
      ) : null}
      {props.placeholders.length > 0 ? (
        <Stack spacing={0.5}>
          <Typography id={chipsLabel} variant="body2" color="text.secondary">
            Insert a placeholder, filled in for each customer:
          </Typography>
          <Stack role="group" aria-labelledby={chipsLabel} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {props.placeholders.map((placeholder) => (
              <Chip
                key={placeholder.token}
                label={placeholder.label}
                variant="outlined"
                size="small"
                disabled={props.disabled}
                aria-label={`Insert ${placeholder.label} (${placeholder.token})`}
                // Keep the cursor in the text: a mouse press on the chip would otherwise move focus first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(placeholder.token)}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
