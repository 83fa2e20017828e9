import Box from '@mui/material/Box';
import { AccountSettingsForm, PageHeader } from '@locus/design-system';
import { timeZoneChoices, useSettingsForm, VERTICALS, type AccountSettings } from '@locus/settings';
import { usePageStore } from '../../app/use-page-store';
import { accountSettingsStore } from './settings-deps';
import { SettingsFormSlot } from './SettingsFormSlot';

/** /settings/account and /settings/account/:section (decision 12): the account's name, industry, time zone and logo. */
export default function AccountSettingsPage() {
  const store = usePageStore(accountSettingsStore);
  return (
    <Box>
      <PageHeader title="Account Settings" />
      <SettingsFormSlot store={store} label="account settings">
        {(ready) => <AccountForm store={ready} />}
      </SettingsFormSlot>
    </Box>
  );
}

function AccountForm({ store }: { store: AccountSettings }) {
  return (
    <AccountSettingsForm
      {...useSettingsForm(store.form)}
      verticals={VERTICALS}
      timeZones={timeZoneChoices()}
      onLogoFile={(file) => void store.uploadLogo(file, file.name)}
    />
  );
}
