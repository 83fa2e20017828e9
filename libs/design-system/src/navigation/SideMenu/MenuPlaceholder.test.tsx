import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_OPEN } from '../../theme/constants.js';
import { PRODUCT_NAV_PALETTE } from '../../theme/nav-palette.js';
import { MenuPlaceholder } from './MenuPlaceholder.js';
import { MOBILE_APP_BAR_HEIGHT } from './MobileAppBar.js';

const box = () => screen.getByTestId('menu-placeholder');

describe('MenuPlaceholder', () => {
  it('takes the open or icons-only side menu’s width, the full height, out of the reading order', () => {
    const { rerender } = render(<MenuPlaceholder mobile={false} open />);
    expect(getComputedStyle(box()).width).toBe(`${MENU_WIDTH_OPEN}px`);
    expect(getComputedStyle(box()).height).toBe('100vh');
    expect(box().getAttribute('aria-hidden')).toBe('true');
    rerender(<MenuPlaceholder mobile={false} open={false} />);
    expect(getComputedStyle(box()).width).toBe(`${MENU_WIDTH_COLLAPSED}px`);
  });

  it('takes the phone top bar’s height on mobile widths', () => {
    render(<MenuPlaceholder mobile open={false} />);
    expect(getComputedStyle(box()).height).toBe(`${MOBILE_APP_BAR_HEIGHT}px`);
    expect(getComputedStyle(box()).position).toBe('sticky');
  });

  it('has the navigation’s colour, the white-label’s when given', () => {
    const { rerender } = render(<MenuPlaceholder mobile open />);
    const colour = () => box().style.getPropertyValue('--locus-menu-placeholder-background');
    expect(colour()).toBe(PRODUCT_NAV_PALETTE.background);
    rerender(<MenuPlaceholder mobile open background="#3b0a45" />);
    expect(colour()).toBe('#3b0a45');
  });
});
