import Box from '@mui/material/Box';
import { PageHeader } from '@locus/design-system';
import { detailPath } from '@locus/locations';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LocationEditSection } from '../LocationEditSection';
import { queryOf } from './query-of';

/**
 * Interim page of /settings/locations/:id/details until the detail page lands: the edit form alone,
 * leaving to the detail URL (with the list's query) without withEdit.
 */
export default function EditLocationRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const locationId = Number(id);
  return (
    <Box>
      <PageHeader title="Location Details" />
      <LocationEditSection key={locationId} locationId={locationId} onExit={() => navigate(detailPath(locationId, queryOf(search)))} />
    </Box>
  );
}
