import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LightIconButton } from './LightIconButton.js';

describe('LightIconButton', () => {
  it('is a named 40 px round button that does not submit forms', () => {
    const onClick = vi.fn();
    render(
      <LightIconButton aria-label="Page actions" onClick={onClick}>
        <svg aria-hidden="true" />
      </LightIconButton>,
    );
    const button = screen.getByRole('button', { name: 'Page actions' });
    expect(button.getAttribute('type')).toBe('button');
    expect(getComputedStyle(button).borderRadius).toBe('50%');
    expect(getComputedStyle(button).padding).toBe('8px');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
