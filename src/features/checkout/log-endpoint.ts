/** The app's push-log (logLevel 2 info, 4 error); the LINE notification reports through it. */
import { api } from '../../api/api';
import type { LogEntry } from '../../api/types';

export const logApi = api.injectEndpoints({
  endpoints: (build) => ({
    pushLog: build.mutation<unknown, LogEntry>({
      query: (entry) => ({ url: '/api/log/push-log', method: 'POST', data: entry }),
    }),
  }),
});
