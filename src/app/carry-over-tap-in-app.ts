/**
 * Boot's carry-over of a tap made on home's stored copy (carry-over-tap.ts), with the app's alert and texts. The
 * integration tests call it as boot does.
 */
import type { i18n as I18n } from 'i18next';
import type { StartedApp } from '../start/start-app';
import { carryOverTap } from './carry-over-tap';

export function carryOverTapInApp(app: Pick<StartedApp, 'alerts'>, i18n: I18n): void {
  carryOverTap(app.alerts.notify, i18n.t('shell:carriedTap.noLongerSold'));
}
