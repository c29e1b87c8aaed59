import { startTransition, useEffect, useState } from 'react';

/**
 * True from the frame after the component was first painted: for what the buyer did not open the screen for, and
 * whose code or calls must not delay what they did (home's guide count and cutoff line).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      // A transition: what appears then is rendered in slices, never one long task while the buyer starts to scroll.
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
