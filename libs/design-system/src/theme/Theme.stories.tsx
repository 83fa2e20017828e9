import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { whitelabelPalette } from '../fixtures/navigation.js';
import { CHART_COLORS } from './constants.js';

function Swatch({ name, color }: { name: string; color: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{ width: 32, height: 32, borderRadius: 1, bgcolor: color, border: '1px solid rgba(0,0,0,0.12)' }}
      />
      <Typography variant="body2">{`${name} ${color}`}</Typography>
    </Box>
  );
}

/** The palette the theme resolved: navigation colours (product or white label) and chart colours. */
function Palette() {
  const { nav } = useTheme().locus;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h1">
        Navigation
      </Typography>
      {Object.entries(nav).map(([name, color]) => (
        <Swatch key={name} name={name} color={color} />
      ))}
      <Typography variant="h6" component="h2">
        Charts
      </Typography>
      {CHART_COLORS.map((color, i) => (
        <Swatch key={color} name={`chart ${i + 1}`} color={color} />
      ))}
    </Box>
  );
}

const meta = { title: 'Theme/Palette', component: Palette } satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {};

export const WhiteLabel: Story = { parameters: { whitelabel: whitelabelPalette } };
