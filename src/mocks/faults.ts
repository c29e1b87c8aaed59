/**
 * The demo backend's side of the fault switch (config/demo-faults.ts): the call QA armed a fault for is answered
 * with that fault, once, and while the phone is "offline" no call gets an answer at all. What each fault does to
 * the call, and whether the backend keeps it, is what docs/reliability.md promises the buyer a screen for.
 */
import { delay, http, HttpResponse } from 'msw';
import {
  LATE_COMMIT_MS,
  readDemoFaults,
  SLOW_ANSWER_MS,
  takeDemoFault,
  type FaultCall,
} from '../config/demo-faults';

type Resolver<Info extends { request: Request }> = (info: Info) => Response | Promise<Response>;

/** What the connection gives the app when the answer never arrives: axios sees a network error. */
const lostAnswer = () => HttpResponse.error();

/**
 * Wraps one call's handler with the switch: the fault armed for `call` is taken (used up) and played out. The
 * handler itself is the backend doing its work, so a fault that commits runs it and one that does not never does.
 */
export function withFault<Info extends { request: Request }>(
  call: FaultCall,
  handler: Resolver<Info>,
): (info: Info) => Promise<Response> {
  return async (info) => {
    const fault = takeDemoFault(call);
    switch (fault) {
      case undefined:
        return handler(info);
      case 'slow':
        await delay(SLOW_ANSWER_MS);
        return handler(info);
      case 'lost':
        await handler(info);
        return lostAnswer();
      case 'slowCommitAfterLost': {
        // The request already reached the backend: it is read again when the backend gets round to it.
        const late = { ...info, request: info.request.clone() };
        setTimeout(() => void handler(late), LATE_COMMIT_MS);
        return lostAnswer();
      }
      case '500':
        return new HttpResponse('Internal Server Error', {
          status: 500,
          statusText: 'Internal Server Error',
        });
      case '502':
        return new HttpResponse('Bad Gateway', { status: 502, statusText: 'Bad Gateway' });
      case 'cutBody':
        return new HttpResponse('{"code":200,"result":[', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case '401':
        return HttpResponse.json({ code: 401 });
    }
  };
}

/**
 * The phone offline: put first among the handlers, it refuses every call before any answer while the mode is on,
 * and lets every call through to its own handler otherwise.
 */
export const phoneOffline = http.all('*', () =>
  readDemoFaults().offline ? lostAnswer() : undefined,
);
