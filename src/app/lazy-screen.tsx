/**
 * Screens whose code is fetched when they are first opened (the first screen loads only what it shows:
 * docs/performance.md). While a screen's code is on its way the shell's Suspense fallback shows a progress bar;
 * once the first screen is on the page, boot removes the static splash.
 */
import { lazy, useLayoutEffect, type ComponentType } from 'react';

let firstScreenShown: () => void = () => undefined;
const whenShown = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/** Resolves once a screen (or the error page standing in for one) has been committed to the page. */
export const whenFirstScreenShown = (): Promise<void> => whenShown;

/**
 * For a screen that is not lazy (the error page): counts as the first screen shown. A layout effect: it runs once
 * the screen is in the page and before the browser paints, so the splash can leave in the very frame that shows
 * the screen (a passive effect would cost a frame or more on a slow phone).
 */
export function useScreenShown(): void {
  useLayoutEffect(() => firstScreenShown(), []);
}

/** A component whose module is imported on its first render, or earlier by `preload`. */
export type Preloadable = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * Like React's `lazy`, but once `preload` has brought the code, the component renders it directly instead of
 * through `lazy`. Why: `lazy` suspends on its first render even when the module is already in memory, so the first
 * commit shows the Suspense fallback, and React then holds the real content back until 300 ms after that fallback
 * appeared (its fallback throttle). Measured on a cold open of home at 4x: the list was ready but painted 190 ms
 * later, and Lighthouse's largest paint came 1.3 s after its image had arrived.
 */
export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component() {
    // `loaded` only ever goes from null to the component, and a render that suspended was never committed: the
    // type below cannot change under a mounted screen.
    const Code = loaded ?? Lazy;
    return <Code />;
  }
  return Object.assign(Component, { preload });
}

/** A route's screen: a preloadable component that counts as the first screen shown once committed. */
export function lazyScreen(load: () => Promise<ComponentType>): Preloadable {
  const Code = preloadable(load);
  function Screen() {
    // Runs only once the screen's code has arrived and the screen was committed (a suspended render has no effects).
    useScreenShown();
    return <Code />;
  }
  return Object.assign(Screen, { preload: Code.preload });
}
