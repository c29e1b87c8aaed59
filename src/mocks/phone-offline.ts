/**
 * The phone offline, as the page sees it (the demo's fault switch, config/demo-faults.ts): `navigator.onLine` says
 * false and the page hears `offline`, as on a phone in a walk-in fridge, while the demo backend refuses every call
 * (faults.ts). It is a mode, not one call, so a bar on every screen says so, with 恢復網路: that brings the
 * connection back and fires `online`, the moment the app sends an order it kept for the signal.
 */
import { DEMO_FAULT_CHANGED, endDemoOffline, readDemoFaults } from '../config/demo-faults';

/** The demo backend's own words; never in a production build, as nothing of src/mocks is. */
const TEXTS = {
  notice: '示範：手機離線中，所有呼叫都會失敗',
  restore: '恢復網路',
};

function makeBar(): HTMLElement {
  const bar = document.createElement('div');
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', TEXTS.notice);
  // Above MUI's dialogs (z-index 1300) and snackbars: QA may need it while the delivery dialog is open.
  bar.style.cssText =
    'position:fixed;left:8px;right:8px;bottom:8px;z-index:2000;display:flex;align-items:center;gap:8px;' +
    'padding:6px 6px 6px 12px;border-radius:8px;background:#5d4037;color:#fff;' +
    'font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.35)';
  const notice = document.createElement('span');
  notice.textContent = TEXTS.notice;
  notice.style.flex = '1';
  const restore = document.createElement('button');
  restore.type = 'button';
  restore.textContent = TEXTS.restore;
  restore.style.cssText =
    'min-height:44px;min-width:88px;padding:0 12px;border:0;border-radius:6px;' +
    'background:#fff;color:#5d4037;font:700 15px system-ui,sans-serif;cursor:pointer';
  restore.addEventListener('click', () => endDemoOffline());
  bar.append(notice, restore);
  return bar;
}

/** Makes the page follow the switch's offline mode from now on, starting with what is stored (a reload keeps it). */
export function followDemoOffline(): void {
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  let offline = false;
  Object.defineProperty(navigator, 'onLine', {
    configurable: true,
    get: () => !offline && real?.get?.call(navigator) !== false,
  });
  const bar = makeBar();
  const follow = () => {
    const now = readDemoFaults().offline;
    if (now === offline) return;
    offline = now;
    // Room below the page for the bar, so the page's last controls can still be scrolled above it.
    document.body.style.paddingBottom = offline ? '72px' : '';
    if (offline) document.body.append(bar);
    else bar.remove();
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  };
  window.addEventListener(DEMO_FAULT_CHANGED, follow);
  follow();
}
