import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { routeClick } from '../utils/link-click.js';

export interface SettingsIndexSection {
  id: string;
  title: string;
  description: string;
  href: string;
}

export interface SettingsIndexProps {
  sections: readonly SettingsIndexSection[];
  /** The app's router navigation; without it the links load the page. */
  onNavigate?: (href: string) => void;
}

/** /settings: a card per section the user may open, each a link (one column on a phone, a grid wider). */
export function SettingsIndex({ sections, onNavigate }: SettingsIndexProps) {
  return (
    <Box component="ul" aria-label="Settings sections" sx={LIST_SX}>
      {sections.map((section) => (
        <li key={section.id}>
          <Box component="a" href={section.href} onClick={routeClick(section.href, onNavigate)} sx={CARD_SX}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {section.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {section.description}
            </Typography>
          </Box>
        </li>
      ))}
    </Box>
  );
}

const LIST_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
} as const;

const CARD_SX = {
  display: 'block',
  height: '100%',
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  color: 'text.primary',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
