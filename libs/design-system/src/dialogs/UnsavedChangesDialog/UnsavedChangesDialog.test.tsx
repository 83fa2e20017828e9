import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.js';

describe('UnsavedChangesDialog', () => {
  it('[P4-040] offers Keep Editing and Discard Changes', () => {
    const onKeepEditing = vi.fn();
    const onDiscard = vi.fn();
    render(<UnsavedChangesDialog open onKeepEditing={onKeepEditing} onDiscard={onDiscard} />);
    expect(screen.getByRole('dialog', { name: 'Unsaved Changes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(onKeepEditing).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
