import { useStoreValue } from '@locus/resources';
import { lightboxLayout } from '../model/lightbox.js';
import type { LightboxStore } from '../store/lightbox-store.js';

/** The lightbox: which photo is open, its layout for the viewport width, keys and arrows. */
export function useLightbox(store: LightboxStore, viewportWidth: number) {
  const state = useStoreValue(() => ({ isOpen: store.isOpen, index: store.index }));
  return {
    ...state,
    layout: lightboxLayout(viewportWidth),
    onOpen: (index: number) => store.open(index),
    onClose: () => store.close(),
    onNext: () => store.move('next'),
    onPrevious: () => store.move('previous'),
    onKey: (key: string) => store.key(key),
  };
}
