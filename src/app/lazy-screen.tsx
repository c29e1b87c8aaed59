/**
 * Screens whose code is fetched when they are first opened (ARCHITECTURE.md: the first screen loads only what it
 * shows). While a screen's code is on its way the shell's Suspense fallback shows a progress bar; once the first
 * screen is on the page, boot removes the static splash.
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

/** A screen component whose module is imported on its first render, or earlier by `preload`. */
export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType> };

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> => {
    loading ??= load();
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await preload() }));
  function Screen() {
    // Runs only once the screen's code has arrived and the screen was committed (a suspended render has no effects).
    useScreenShown();
    return <Loaded />;
  }
  return Object.assign(Screen, { preload });
}
