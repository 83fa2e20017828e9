import { ComposerCard } from '../ComposerCard.js';
import { OptionRadios } from '../OptionRadios.js';
import type { CampaignComposerProps } from './composer-props.js';

type Props = Pick<
  CampaignComposerProps,
  | 'feedbackOptions'
  | 'feedbackType'
  | 'reminderOptions'
  | 'reminderDays'
  | 'onFeedbackTypeChange'
  | 'onReminderChange'
  | 'disabled'
>;

/** The landing page's question (0-10 or stars) and the reminder to those who did not answer. */
export function FollowUpSections(props: Props) {
  return (
    <>
      <ComposerCard title="Feedback question">
        <OptionRadios
          label="How customers rate their visit"
          options={props.feedbackOptions}
          value={props.feedbackType}
          onChange={props.onFeedbackTypeChange}
          disabled={props.disabled}
        />
      </ComposerCard>
      <ComposerCard title="Reminder">
        <OptionRadios
          label="Remind customers who have not answered"
          options={props.reminderOptions}
          value={props.reminderDays}
          onChange={props.onReminderChange}
          disabled={props.disabled}
        />
      </ComposerCard>
    </>
  );
}
