import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ComposerCard } from '../ComposerCard.js';
import { OptionSelect } from '../OptionSelect.js';
import type { CampaignComposerProps } from './composer-props.js';
import { HeaderImageField } from './HeaderImageField.js';
import { LayoutChoice } from './LayoutChoice.js';
import { MessageBodyField } from './MessageBodyField.js';

/** The message: template, layout, subject, header text and image (e-mail), and the text with its placeholders. */
export function MessageSection(props: CampaignComposerProps) {
  const email = props.requestType === 'email';
  const { disabled } = props;
  return (
    <ComposerCard title="Message">
      <Stack spacing={2}>
        <OptionSelect
          label="Template"
          options={props.templateOptions}
          value={props.templateId}
          noneLabel="No template (write your own)"
          onChange={props.onTemplateChange}
          onNone={() => props.onTemplateChange(null)}
          disabled={disabled}
        />
        {email ? (
          <>
            <LayoutChoice
              options={props.layoutOptions}
              value={props.layoutId}
              onChange={props.onLayoutChange}
              disabled={disabled}
            />
            <TextField
              label="Subject"
              required
              fullWidth
              value={props.subject}
              disabled={disabled}
              onChange={(event) => props.onSubjectChange(event.target.value)}
              error={Boolean(props.errors.subject)}
              helperText={props.errors.subject ?? ' '}
            />
            <TextField
              label="Header text"
              fullWidth
              value={props.headerText}
              disabled={disabled}
              onChange={(event) => props.onHeaderTextChange(event.target.value)}
              helperText="A short line at the top of the e-mail, e.g. Thanks for choosing us"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={props.useHeaderImage}
                  onChange={(event) => props.onUseHeaderImageChange(event.target.checked)}
                />
              }
              label="Use header image"
              disabled={disabled}
            />
            {props.useHeaderImage ? (
              <HeaderImageField
                image={props.headerImage}
                error={props.errors.header_image}
                onSelect={props.onHeaderImageSelect}
                onRemove={props.onHeaderImageRemove}
                disabled={disabled}
              />
            ) : null}
          </>
        ) : null}
        <MessageBodyField {...props} error={props.errors.content} />
      </Stack>
    </ComposerCard>
  );
}
