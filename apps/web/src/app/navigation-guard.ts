import { NavigationType } from 'react-router';
import type { AppHistory } from './history';

type Listener = Parameters<AppHistory['listen']>[0];
type To = Parameters<AppHistory['push']>[0];

/** A navigation a guard held back: `proceed` performs it, `stay` drops it (the page stays as it is). */
export interface BlockedNavigation {
  proceed(): void;
  stay(): void;
}

/** Lets a page hold back in-app navigations (the locations lib's LeaveGuard port). */
export interface NavigationGuard {
  /**
   * Asks `shouldBlock` before every navigation through the router (links, navigate, back and forward);
   * a blocked one goes to `onBlocked`. Returns the release.
   */
  block(shouldBlock: () => boolean, onBlocked: (navigation: BlockedNavigation) => void): () => void;
}

interface Block {
  shouldBlock: () => boolean;
  onBlocked: (navigation: BlockedNavigation) => void;
}

/**
 * The router's history with a guard in front: react-router's `useBlocker` needs the data router, which
 * the app left for its first-load size (history.ts), so blocking works the way the data router's does,
 * on the history the app owns. A push or replace is held before it happens; back/forward has already
 * moved the URL when the history hears it, so a blocked one is undone (`go(-delta)`) and redone on
 * proceed. Navigations the stores start on the plain history (sign-out, an ended session) are never held.
 */
export function guardHistory(history: AppHistory): { history: AppHistory; guard: NavigationGuard } {
  const blocks: Block[] = [];
  // Pops the guard caused: the ones undoing a blocked back/forward are hidden from the router, the ones
  // redoing it on proceed pass unasked. Browser pops arrive later and in order, so counts suffice.
  let undoing = 0;
  let redoing = 0;

  /** The latest registered block that wants this navigation held. */
  const blocking = () => [...blocks].reverse().find((block) => block.shouldBlock());

  const guarded =
    (move: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      const block = blocking();
      if (!block) return move(to, state);
      block.onBlocked({ proceed: () => move(to, state), stay: () => undefined });
    };

  const heard = (listener: Listener): Listener => (update) => {
    if (update.action !== NavigationType.Pop) return listener(update);
    if (undoing > 0) return void undoing--;
    if (redoing > 0) {
      redoing--;
      return listener(update);
    }
    const block = update.delta ? blocking() : undefined;
    // Without a delta (an entry this history did not write) the move cannot be undone: let it through.
    if (!block || !update.delta) return listener(update);
    const delta = update.delta;
    undoing++;
    history.go(-delta);
    block.onBlocked({
      proceed: () => {
        redoing++;
        history.go(delta);
      },
      stay: () => undefined,
    });
  };

  const wrapped: AppHistory = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: guarded((to, state) => history.push(to, state)),
    replace: guarded((to, state) => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen: (listener) => history.listen(heard(listener)),
  };

  return {
    history: wrapped,
    guard: {
      block(shouldBlock, onBlocked) {
        const block = { shouldBlock, onBlocked };
        blocks.push(block);
        return () => {
          const at = blocks.indexOf(block);
          if (at >= 0) blocks.splice(at, 1);
        };
      },
    },
  };
}
