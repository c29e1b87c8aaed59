/**
 * The LINE notification after an order: one Flex bubble per order, sent only inside LINE from a chat; the outcome goes
 * to the push-log (2 sent, 4 failed) and a failure also to a browser alert, as in the original app. It runs after the
 * buyer is on /createorder and never throws: a notification never fails or repeats an order.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { logApi } from './log-endpoint';
import type { Customer, LogEntry, Order } from '../../api/types';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../domain/format';
import { formatAmount } from '../../domain/money';
import { orderNoticeMessage } from '../../line/messages/flex-message';
import { useLine } from '../../line/line-context';
import { sendOrderNotice } from '../../line/messages/send-order-notice';
import { useAppDispatch } from '../../store/hooks';

/** The LIFF URL of /order; in mock-LINE mode the app's own page (there is no LIFF app to open). */
export function orderPageUrl(): string {
  return env.liffMock
    ? `${window.location.origin}${paths.order}`
    : `https://liff.line.me/${env.liffId}${paths.order}`;
}

export const vendorNameOf = (customer: Customer | null): string =>
  (customer?.name ?? '').trim() || (customer?.fullname ?? '').trim();

export function useOrderNotice() {
  const line = useLine();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('checkout');

  return useCallback(
    async (orders: readonly Order[], customer: Customer | null): Promise<void> => {
      if (orders.length === 0) return;
      const labels = {
        heading: t('notice.heading'),
        orderno: t('notice.orderno'),
        orderdate: t('notice.orderdate'),
        itemCount: t('notice.itemCount'),
        amount: t('notice.amount'),
        viewOrder: t('notice.viewOrder'),
      };
      const altText = t('notice.altText', { vendorName: vendorNameOf(customer) });
      const messages = orders.map((order) =>
        orderNoticeMessage(
          {
            altText,
            orderno: order.orderno,
            orderdate: formatDateTime(order.orderdate, env.businessTimezone),
            itemCount: String(order.orderdetails.length),
            amount: formatAmount(order.orderamount ?? 0),
            orderUrl: orderPageUrl(),
          },
          labels,
        ),
      );
      const result = await sendOrderNotice(line, messages);
      if (result.status === 'skipped') return;
      const log = (entry: LogEntry) =>
        // The log is best effort: its own failure must not reach the buyer as an order problem.
        dispatch(logApi.endpoints.pushLog.initiate(entry))
          .unwrap()
          .catch(() => undefined);
      if (result.status === 'sent') {
        await Promise.all(
          orders.map((o) => log({ logLevel: 2, message: `sendMessages sent: order ${o.orderno}` })),
        );
        return;
      }
      await Promise.all(
        orders.map((o) =>
          log({
            logLevel: 4,
            message: `sendMessages failed: order ${o.orderno}: ${result.code} ${result.message}`,
          }),
        ),
      );
      window.alert(
        result.updateLine
          ? t('notice.updateLine')
          : t('notice.failed', { code: result.code, message: result.message }),
      );
    },
    [dispatch, line, t],
  );
}
