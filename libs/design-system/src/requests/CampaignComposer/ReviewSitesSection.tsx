import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ComposerCard } from '../ComposerCard.js';
import type { CampaignComposerProps } from './composer-props.js';

type Props = Pick<
  CampaignComposerProps,
  'autoSelectSources' | 'siteOptions' | 'errors' | 'onAutoSelectSourcesChange' | 'onSiteToggle' | 'disabled'
>;

/** Where happy customers are sent to review: picked for them, or the sites ticked here. */
export function ReviewSitesSection(props: Props) {
  const listLabel = useId();
  return (
    <ComposerCard title="Review sites">
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={props.autoSelectSources}
              onChange={(event) => props.onAutoSelectSourcesChange(event.target.checked)}
            />
          }
          label="Choose the best sites for me"
          disabled={props.disabled}
        />
        <Typography variant="body2" color="text.secondary">
          {props.autoSelectSources
            ? 'Each customer is offered the sites where the location needs reviews most, Google first.'
            : 'Customers are offered the sites you tick.'}
        </Typography>
        {props.autoSelectSources ? null : props.siteOptions.length === 0 ? (
          <Typography variant="body2">
            This location has no review site links yet. Add them on the location's page.
          </Typography>
        ) : (
          <FormGroup role="group" aria-labelledby={listLabel}>
            <Typography id={listLabel} variant="body2" component="h3" sx={{ fontWeight: 500 }}>
              Review sites to offer
            </Typography>
            {props.siteOptions.map((site) => (
              <FormControlLabel
                key={site.id}
                sx={{ minWidth: 0 }}
                control={
                  <Checkbox
                    checked={site.checked}
                    onChange={() => props.onSiteToggle(site.id)}
                    disabled={props.disabled}
                  />
                }
                label={
                  <span>
                    {site.label}
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {site.url}
                    </Typography>
                  </span>
                }
              />
            ))}
          </FormGroup>
        )}
        {props.errors.sites ? <Alert severity="error">{props.errors.sites}</Alert> : null}
      </Stack>
    </ComposerCard>
  );
}
