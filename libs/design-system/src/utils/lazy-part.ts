import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded on first render, whose module can also be asked for ahead of that. */
export interface LazyPart<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the module (once), e.g. on a trigger's pointerenter or focus, so the first open is instant. */
  preload: () => void;
}

/**
 * React.lazy over a module's named component, with a preload that shares the same request. A failed load
 * is forgotten, so a later preload asks again.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (module ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        module = undefined;
        throw error;
      },
    ));
  return {
    Component: lazy(start),
    preload: () => {
      start().catch(() => undefined);
    },
  };
}
