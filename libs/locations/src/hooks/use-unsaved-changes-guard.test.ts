// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockedLeave, LeaveGuard } from '../ports/leave-guard.js';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.js';

/** A router guard that records its block, so a test can attempt a navigation through it. */
function fakeGuard() {
  let block: { shouldBlock: () => boolean; onBlocked: (leave: BlockedLeave) => void } | null = null;
  const guard: LeaveGuard = {
    block(shouldBlock, onBlocked) {
      block = { shouldBlock, onBlocked };
      return () => (block = null);
    },
  };
  const leave = { proceed: vi.fn(), stay: vi.fn() };
  /** A navigation: held (and handed to the hook) when the block says so; true when it went through. */
  const navigate = (): boolean => {
    if (!block?.shouldBlock()) return true;
    act(() => block?.onBlocked(leave));
    return false;
  };
  return { guard, leave, navigate, released: () => block === null };
}

function setup(dirty: { value: boolean }) {
  const router = fakeGuard();
  const onCancelled = vi.fn();
  const hook = renderHook(() => useUnsavedChangesGuard({ hasUnsavedChanges: () => dirty.value, guard: router.guard, onCancelled }));
  return { ...router, onCancelled, hook };
}

describe('useUnsavedChangesGuard', () => {
  it('[F2-018] with changes a navigation asks: Keep Editing stays, Discard Changes performs it and nothing asks again', () => {
    const t = setup({ value: true });
    expect(t.navigate()).toBe(false);
    expect(t.hook.result.current.confirming).toBe(true);
    act(() => t.hook.result.current.onKeepEditing());
    expect(t.hook.result.current.confirming).toBe(false);
    expect(t.leave.stay).toHaveBeenCalledOnce();
    expect(t.leave.proceed).not.toHaveBeenCalled();
    expect(t.navigate()).toBe(false);
    act(() => t.hook.result.current.onDiscard());
    expect(t.leave.proceed).toHaveBeenCalledOnce();
    expect(t.navigate()).toBe(true);
  });

  it('[F2-018] without changes navigations pass and Cancel leaves at once', () => {
    const t = setup({ value: false });
    expect(t.navigate()).toBe(true);
    act(() => t.hook.result.current.onCancel());
    expect(t.onCancelled).toHaveBeenCalledOnce();
    expect(t.hook.result.current.confirming).toBe(false);
  });

  it('[F2-018] Cancel with changes asks first and leaves on Discard Changes', () => {
    const t = setup({ value: true });
    act(() => t.hook.result.current.onCancel());
    expect(t.hook.result.current.confirming).toBe(true);
    expect(t.onCancelled).not.toHaveBeenCalled();
    act(() => t.hook.result.current.onDiscard());
    expect(t.onCancelled).toHaveBeenCalledOnce();
  });

  it('releases the router guard on unmount', () => {
    const t = setup({ value: true });
    t.hook.unmount();
    expect(t.released()).toBe(true);
  });
});
