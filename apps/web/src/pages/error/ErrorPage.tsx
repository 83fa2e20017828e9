import { readErrorQuery } from '@locus/auth';
import { ErrorState } from '@locus/design-system';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { TextLink } from '../../ui/TextLink';

/** /error: the status and message of the query (P2-017, P8-051); no side menu here (P2-079). */
export default function ErrorPage() {
  const { statusCode, message } = readErrorQuery(useLocation().search);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: 8 }}>
      <ErrorState title={`Error ${statusCode}`} message={message} />
      <Box sx={{ textAlign: 'center' }}>
        <TextLink href="/">Go to your home page</TextLink>
      </Box>
    </Box>
  );
}
