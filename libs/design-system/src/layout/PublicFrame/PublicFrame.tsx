import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ProductLogo } from '../../navigation/SideMenu/ProductLogo.js';

export interface PublicFrameProps {
  productName: string;
  title: string;
  children: ReactNode;
  /** Wider cards for pages with tables (triage). */
  wide?: boolean;
}

const Page = styled('div')(({ theme }) => ({
  minHeight: '90vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(3),
  padding: theme.spacing(4, 0),
}));

const Logo = styled('div')(({ theme }) => ({ color: theme.palette.primary.main }));

const Card = styled('div')<{ wide: boolean }>(({ theme, wide }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: wide ? 960 : 440,
  padding: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[1],
}));

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h5, margin: theme.spacing(0, 0, 2) }));

/**
 * The frame of the signed-out pages: the product's logo and a card with the page's title. Plain
 * elements styled from the theme (no Paper, Typography or Box), so the login page's first load stays small.
 */
export function PublicFrame({ productName, title, children, wide = false }: PublicFrameProps) {
  return (
    <Page>
      <Logo>
        <ProductLogo productName={productName} />
      </Logo>
      <Card wide={wide}>
        <Title>{title}</Title>
        {children}
      </Card>
    </Page>
  );
}

/** A form's fields in a column with the theme's spacing. */
export const FormColumn = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
}));

/** Links at both ends of a row (under a form). */
export const SpreadRow = styled('div')({ display: 'flex', justifyContent: 'space-between', gap: 8 });

/** A text link styled like the theme's links; render it as the app's router link with `as`. */
export const PlainLink = styled('a')(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));
