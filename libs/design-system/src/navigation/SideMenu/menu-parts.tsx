// The side menu's building blocks, styled from the theme with the look of the MUI pieces they stand
// for (ListItemButton, ListItemIcon, ListItemText, List, Divider, Avatar, IconButton, Collapse). The
// menu is on every signed-in first load: these are native elements without MUI's ripple machinery,
// about a third of the size. Rows show hover, selection and a focus ring; there is no ink ripple.
import { alpha, keyframes, styled } from '@mui/material/styles';

/** A menu row: a link (`as` the router's link), a button, or a plain div. */
export const NavRow = styled('a')(({ theme }) => {
  const nav = theme.locus.nav;
  return {
    display: 'flex',
    flexGrow: 1,
    alignItems: 'center',
    justifyContent: 'flex-start',
    position: 'relative',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    minHeight: 44,
    margin: 0,
    padding: '8px 16px',
    border: 0,
    borderRadius: 0,
    outline: 0,
    backgroundColor: 'transparent',
    color: nav.text,
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { backgroundColor: nav.hoverBackground, color: nav.hoverText },
    '&[aria-current="page"], &[aria-current="page"]:hover': {
      color: nav.activeText,
      backgroundColor: nav.hoverBackground,
      fontWeight: 600,
    },
    '&:focus-visible': { outline: `2px solid ${nav.activeText}`, outlineOffset: -2 },
  };
});

export const NavRowIcon = styled('span')({
  display: 'inline-flex',
  flexShrink: 0,
  minWidth: 40,
  color: 'inherit',
});

export const NavRowText = styled('span')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'block',
  flex: '1 1 auto',
  minWidth: 0,
  margin: '4px 0',
}));

export const NavList = styled('ul')({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: '8px 0',
});

/**
 * A group's children: no list padding; they slide open like MUI's Collapse when the user opens the group.
 * A group already open when the menu mounts (`data-still`) does not slide: that would push the rows below
 * it down while the page loads, a layout shift.
 */
const open = keyframes`
  from { grid-template-rows: 0fr; }
  to { grid-template-rows: 1fr; }
`;

export const NavGroupChildren = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateRows: '1fr',
  animation: `${open} ${theme.transitions.duration.standard}ms ${theme.transitions.easing.easeInOut}`,
  '& > ul': { overflow: 'hidden', minHeight: 0, padding: 0 },
  '&[data-still]': { animation: 'none' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

export const NavDivider = styled('hr')({
  flexShrink: 0,
  margin: 0,
  border: 0,
  borderBottom: 'thin solid rgba(255,255,255,0.16)',
});

export const NavAvatar = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  fontFamily: theme.typography.fontFamily,
  fontSize: 12,
  lineHeight: 1,
  backgroundColor: theme.locus.nav.hoverBackground,
  color: 'inherit',
}));

/** A round icon button (the menu toggles), as MUI's IconButton looks. */
export const NavIconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  flex: '0 0 auto',
  margin: 0,
  padding: 8,
  border: 0,
  borderRadius: '50%',
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: theme.typography.pxToRem(24),
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: -2 },
  '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
}));
