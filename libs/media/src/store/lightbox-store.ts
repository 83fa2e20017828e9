import { action, computed, makeObservable, observable } from 'mobx';
import { lightboxKeyAction, moveLightbox, type LightboxPosition } from '../model/lightbox.js';

export interface LightboxSource {
  /** Photos on the current page (the whole list when not paginated). */
  readonly count: number;
  readonly paginated: boolean;
  readonly page: number;
  readonly totalPages: number;
  /** Loads another page (paginated lists); the lightbox shows its first or last photo once loaded. */
  goToPage(page: number): void;
}

/** The image lightbox (F2-019, F2-020, F4-051, F4-052): which photo is open and how keys move it. */
export class LightboxStore {
  index: number | null = null;
  private readonly source: LightboxSource;
  /** After asking for a page: where to land when its photos arrive. */
  private landing: 'first' | 'last' | null = null;

  constructor(source: LightboxSource) {
    this.source = source;
    makeObservable<LightboxStore, 'landing'>(this, {
      index: observable,
      landing: observable,
      isOpen: computed,
      open: action,
      close: action,
      move: action,
      pageLoaded: action,
    });
  }

  get isOpen(): boolean {
    return this.index !== null;
  }

  open(index: number): void {
    this.index = index;
  }

  close(): void {
    this.index = null;
    this.landing = null;
  }

  move(direction: 'next' | 'previous'): void {
    if (this.index === null) return;
    const { count, paginated, page, totalPages } = this.source;
    const position: LightboxPosition = { index: this.index, count, paginated, page, totalPages };
    const step = moveLightbox(position, direction);
    if (step.kind === 'show') {
      this.index = step.index;
      return;
    }
    this.landing = step.at;
    this.source.goToPage(step.page);
  }

  /** The page asked for has arrived: show its first or last photo. */
  pageLoaded(): void {
    if (this.index === null || this.landing === null) return;
    this.index = this.landing === 'first' ? 0 : Math.max(0, this.source.count - 1);
    this.landing = null;
  }

  /** A key pressed while open: true when the lightbox used it. */
  key(key: string): boolean {
    if (!this.isOpen) return false;
    const act = lightboxKeyAction(key);
    if (act === 'close') this.close();
    else if (act) this.move(act);
    return act !== null;
  }
}
