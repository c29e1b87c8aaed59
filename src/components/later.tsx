/**
 * The one way the app loads a component's code later: each screen (app/route-table.ts lists them), and each part of
 * a screen or of the shell that comes after the first paint or on the first tap that needs it, declared right where
 * it is used. Code that is not a component (a share, a report, a keeper) is a plain `import()` where it is used.
 */
import { lazy, type ComponentType } from 'react';

/** A component whose code is fetched on its first render, or earlier by `preload` (a prefetch, or a first tap). */
export type Later<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Like React's `lazy`, but once `preload` has brought the code, the component renders it directly instead of
 * through `lazy`. Why: `lazy` suspends on its first render even when the module is already in memory, so the first
 * commit shows the Suspense fallback, and React then holds the real content back until 300 ms after that fallback
 * appeared (its fallback throttle). Measured on a cold open of home at 4x: the list was ready but painted 190 ms
 * later, and Lighthouse's largest paint came 1.3 s after its image had arrived. Code that fails to load reaches the
 * nearest error boundary, as with `lazy`; a part that may stay away instead catches in its `load`.
 */
export function later<P extends object = object>(load: () => Promise<ComponentType<P>>): Later<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // `loaded` only ever goes from null to the component, and a render that suspended was never committed: the
    // type below cannot change under a mounted part.
    const Code = loaded ?? Lazy;
    return <Code {...props} />;
  }
  return Object.assign(Part, { preload });
}
