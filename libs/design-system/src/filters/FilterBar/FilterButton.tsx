import type { ButtonHTMLAttributes } from 'react';
import { PathIcon } from '../../utils/PathIcon.js';
import '../../theme/tokens.css';
import './FilterButton.css';

export interface FilterButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  /** `inherit`: the text's colour (a dropdown's trigger); `primary`: the theme's primary (the phone's 'Filters'). */
  tone?: 'inherit' | 'primary';
  /** @mdi/js paths of the icons before and after the label. */
  startIcon?: string;
  endIcon?: string;
}

/**
 * The filter bar's buttons as the theme's outlined medium Button draws them (36.5 px high), on a native
 * button and a static stylesheet: the bar's first paint needs no MUI.
 */
export function FilterButton({ tone = 'inherit', startIcon, endIcon, type = 'button', children, ...button }: FilterButtonProps) {
  return (
    <button className={`locus-filter-button locus-filter-button--${tone}`} type={type} {...button}>
      {startIcon ? (
        <span className="locus-filter-button__start">
          <PathIcon path={startIcon} />
        </span>
      ) : null}
      {children}
      {endIcon ? (
        <span className="locus-filter-button__end">
          <PathIcon path={endIcon} />
        </span>
      ) : null}
    </button>
  );
}
