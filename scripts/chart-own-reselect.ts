/**
 * The chart library's own copy of reselect (/statement only). The chart's store helpers (@base-ui/utils) import
 * reselect's lruMemoize, which RTK's reselect in the start-up chunk does not use; sharing that one module would keep
 * lruMemoize in the start-up chunk, on every first screen, for a screen few buyers open (docs/statement.md). Their
 * import resolves to the same file under another id, so the bundler gives the chart a copy of its own (about 2 KB
 * gzip, with the chart) and the start-up keeps what it had. Nothing else is resolved differently.
 */
import type { Plugin } from 'vite';

const CHART_HELPERS = /[\\/]node_modules[\\/]@base-ui[\\/]utils[\\/]/;
const OWN = '?chart-own';

export function chartOwnReselect(): Plugin {
  return {
    name: 'chart-own-reselect',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'reselect' || importer === undefined || !CHART_HELPERS.test(importer)) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved === null ? null : { ...resolved, id: `${resolved.id}${OWN}` };
    },
  };
}

/** The chart's copy: kept out of the start-up's group, whose test matches reselect by its path. */
export const isChartOwn = (id: string): boolean => id.endsWith(OWN);
