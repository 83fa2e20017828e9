import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MicrosurveyBarView } from '../microsurvey-view-types.js';

/** Counts as plain horizontal bars (a list, read as "label: count, percent"): no chart library needed. */
export function MicrosurveyBars({ bars, label }: { bars: readonly MicrosurveyBarView[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {bars.map((bar) => (
        <Box
          component="li"
          key={bar.label}
          aria-label={`${bar.label}: ${bar.count}, ${bar.percent}`}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(3rem, 8rem) 1fr 5.5rem', alignItems: 'center', gap: 1 }}
        >
          <Typography variant="body2" noWrap title={bar.label}>
            {bar.label}
          </Typography>
          <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }} aria-hidden="true">
            <Box sx={{ height: '100%', width: `${Math.round(bar.fill * 100)}%`, bgcolor: 'primary.main', borderRadius: 5 }} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            {`${bar.count} · ${bar.percent}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
