/**
 * A Vite plugin: the build (and the dev server) refuses a VITE_BUSINESS_TIMEZONE the time-zone database does not
 * know. The app itself checks only the name's form when it starts (src/config/env.ts): the full check loads the
 * time-zone data, which costs a slow phone 50-100 ms before the first screen.
 */
import type { Plugin } from 'vite';
import { readEnv, timeZoneProblem } from '../src/config/env.ts';

export function checkTimeZone(): Plugin {
  return {
    name: 'check-business-time-zone',
    configResolved(config) {
      const problem = timeZoneProblem(readEnv(config.env));
      if (problem !== null) throw new Error(problem);
    },
  };
}
