// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightboxStore } from '../store/lightbox-store.js';
import { useLightbox } from './use-lightbox.js';

describe('useLightbox', () => {
  it('follows its store: the layout, the keys and closing', () => {
    const lightbox = new LightboxStore({ count: 2, paginated: false, page: 1, totalPages: 1, goToPage: () => undefined });
    const { result } = renderHook(() => useLightbox(lightbox, 400));
    expect(result.current.layout).toBe('mobile');
    act(() => result.current.onOpen(1));
    act(() => void result.current.onKey('ArrowRight'));
    expect(result.current.index).toBe(0);
    act(() => void result.current.onKey('Escape'));
    expect(result.current.isOpen).toBe(false);
  });
});
