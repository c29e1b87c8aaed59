/**
 * One LINE notice after a pass of 各店訂購: one Flex card (the card every order notice is) naming each shop's
 * result, sent only inside LINE from a chat, as the order notice is. It never throws and never holds up, fails or
 * repeats an order: its outcome is not shown (a shop's result is already on the screen).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { flexCard, row } from '../../line/messages/flex-card';
import { useLine } from '../../line/line-context';
import { sendOrderNotice } from '../../line/messages/send-order-notice';
import { orderPageUrl, vendorNameOf } from '../checkout';
import type { PassResult } from './send-pass';
import type { Shop } from './use-every-shop-data';

export function usePassNotice() {
  const line = useLine();
  const { t } = useTranslation('everyShop');
  const { t: tc } = useTranslation('checkout');
  return useCallback(
    async (shops: readonly Shop[], results: Readonly<Record<string, PassResult>>) => {
      const named = shops.filter((s) => results[s.customerid] !== undefined);
      if (!named.some((s) => results[s.customerid]?.kind === 'sent')) return;
      const resultText = (result: PassResult | undefined): string => {
        if (result?.kind === 'sent') return t('notice.sent', { orderno: result.orderno });
        return result?.kind === 'unknown' ? t('notice.checking') : t('notice.failed');
      };
      const message = flexCard({
        // The order notice's own words (`廠商 {vendorName} 已下單…`), the first shop named as the vendor.
        altText: tc('notice.altText', { vendorName: vendorNameOf(named[0]?.customer ?? null) }),
        heading: t('notice.heading'),
        rows: named.map((s) => row(s.name, resultText(results[s.customerid]))),
        button: { label: tc('notice.viewOrder'), uri: orderPageUrl() },
      });
      await sendOrderNotice(line, [message]);
    },
    [line, t, tc],
  );
}
