/**
 * The app's push-log (logLevel 2 info, 4 error). Protected like the real backend; the demo keeps the last
 * entries in the db so tests and the curious can read what the app reported.
 */
import { http } from 'msw';
import { guarded } from '../auth-guard';
import { num, readFields, text } from '../body';
import { fail, ok } from '../envelope';

const KEEP = 200;

export const logHandlers = [
  http.post(
    '*/api/log/push-log',
    guarded(async ({ request, db }) => {
      const fields = (await readFields(request)) ?? {};
      const logLevel = num(fields, 'logLevel');
      const message = text(fields, 'message');
      if ((logLevel !== 2 && logLevel !== 4) || message === '') return fail('日誌格式錯誤');
      db.logs = [...db.logs, { logLevel: logLevel === 4 ? 4 : 2, message } as const].slice(-KEEP);
      return ok(true);
    }),
  ),
];
