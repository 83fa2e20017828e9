import { styled } from '@mui/material/styles';
import type { MouseEventHandler } from 'react';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: 1000000,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 600,
  // Off screen until focused: the keyboard's first stop, invisible to a mouse user.
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.main}` },
}));

export interface SkipLinkProps {
  href: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** "Skip to main content", shown only while it has focus. */
export function SkipLink({ href, onClick }: SkipLinkProps) {
  return (
    <Anchor href={href} {...(onClick ? { onClick } : {})}>
      Skip to main content
    </Anchor>
  );
}
