import Box from '@mui/material/Box';
import { PageHeader, SettingsIndex } from '@locus/design-system';
import { useSettingsIndex } from '@locus/settings';
import { useNavigate } from 'react-router';
import { useRootStore } from '../../app/contexts';

/** /settings: a card for each settings section this user may open. */
export default function SettingsIndexPage() {
  const navigate = useNavigate();
  const { sections } = useSettingsIndex(useRootStore().auth.routeSession);
  return (
    <Box>
      <PageHeader title="Settings" />
      <SettingsIndex sections={sections} onNavigate={(href) => void navigate(href)} />
    </Box>
  );
}
