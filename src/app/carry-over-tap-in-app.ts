/**
 * Boot's carry-over of a tap made on home's stored copy (carry-over-tap.ts): a product's add whose card the live home
 * does not show yet waits for home's product list (carried-add.ts, fetched then: route-table.ts), with the app's
 * alert and texts. The integration tests call it as boot does; the unit tests pass their own `load`.
 */
import type { i18n as I18n } from 'i18next';
import type { StartedApp } from '../start/start-app';
import { carryOverTap, onHome } from './carry-over-tap';
import { shellCode } from './route-table';

export function carryOverTapInApp(
  app: Pick<StartedApp, 'store' | 'alerts'>,
  i18n: I18n,
  load = shellCode.carriedAdd,
): void {
  carryOverTap((tap) => {
    const say = (message: string) => app.alerts.notify(message);
    const listFailed = i18n.t('shell:carriedTap.priceUnknown');
    void load().then(
      ({ waitForCard, homeProductList }) =>
        waitForCard(tap, homeProductList(app.store), {
          say,
          noLongerSold: i18n.t('shell:carriedTap.noLongerSold'),
          listFailed,
        }),
      // Its code could not be fetched (offline): the list cannot be had either.
      () => {
        if (onHome()) say(listFailed);
      },
    );
  });
}
