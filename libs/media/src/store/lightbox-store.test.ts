import { describe, expect, it } from 'vitest';
import { LightboxStore } from './lightbox-store.js';

describe('LightboxStore', () => {
  it('[F4-051] keys move and close; an unpaginated list wraps', () => {
    const lightbox = new LightboxStore({ count: 3, paginated: false, page: 1, totalPages: 1, goToPage: () => undefined });
    lightbox.open(2);
    expect(lightbox.key('ArrowRight')).toBe(true);
    expect(lightbox.index).toBe(0);
    lightbox.key('ArrowLeft');
    expect(lightbox.index).toBe(2);
    lightbox.key('Escape');
    expect(lightbox.isOpen).toBe(false);
  });

  it('a paginated list asks for the next page and shows its first photo when it arrives', () => {
    const pages: number[] = [];
    const source = { count: 8, paginated: true, page: 1, totalPages: 2, goToPage: (page: number) => void pages.push(page) };
    const lightbox = new LightboxStore(source);
    lightbox.open(7);
    lightbox.move('next');
    expect(pages).toEqual([2]);
    Object.assign(source, { count: 2, page: 2 });
    lightbox.pageLoaded();
    expect(lightbox.index).toBe(0);
    lightbox.move('previous');
    expect(pages).toEqual([2, 1]);
    Object.assign(source, { count: 8, page: 1 });
    lightbox.pageLoaded();
    expect(lightbox.index).toBe(7);
  });
});
