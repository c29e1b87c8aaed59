import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { earliestDeliveryDate } from '../../domain/delivery-date';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { PassShop, PassShopResult } from '../../store/order/every-shop-pass';
import type { DeliveryDraft } from '../../store/order/order-types';
import {
  checkPassShop,
  selectEveryShopPass,
  sendEveryShop,
  type PassResult,
  type ShopSend,
} from './send-pass';
import { ShopReviewCard } from './shop-review-card';
import type { Shop } from './use-every-shop-data';
import { usePassNotice } from './use-pass-notice';

/**
 * A shop's choices as the review opens: its first address (the shop's default), the earliest date the cutoff
 * allows, 不指定 (any time: the chain's kitchens take deliveries all day, and the buyer can change it), and the
 * shop's own payment default.
 */
export function defaultChoice(shop: Shop, earliest: string): DeliveryDraft {
  const first = shop.customer.addresses?.[0];
  return {
    addressId: first === undefined ? '' : String(first.id),
    expecteddate: earliest,
    deliverytype: shop.customer.deliverytype ?? '',
    deliverytime: '04',
    deliverytimeremark: '',
    ispayment: String(shop.customer.ispayment ?? '') === '1' ? '1' : '2',
  };
}

interface ReviewPanelProps {
  /** The shops that had lines above 0 when the review opened, still on the account. */
  shops: readonly Shop[];
  onBack: () => void;
}

/**
 * Review and send: each shop's delivery choices, a shop left out by unticking it, and 送出 N 家店的訂單 sending one
 * order per shop, one after another. A second tap while the pass runs does nothing; each shop's result stays on
 * its card, with 重試 for that shop alone.
 */
export function ReviewPanel({ shops, onBack }: ReviewPanelProps) {
  const { t } = useTranslation('everyShop');
  const dispatch = useAppDispatch();
  const notify = usePassNotice();
  const earliest = earliestDeliveryDate(new Date(), env.businessTimezone);
  // The pass as stored (store/order/every-shop-pass.ts): what a reload mid-pass comes back to.
  const pass = useAppSelector(selectEveryShopPass);
  const pending = useAppSelector((state) => state.order.pendingSends);
  const phases = useAppSelector((state) => state.orderSend.running);
  const storedOf = (customerid: string): PassShop | undefined =>
    pass?.shops.find((s) => s.customerid === customerid);
  const [choices, setChoices] = useState<Record<string, DeliveryDraft>>(() =>
    Object.fromEntries(
      shops.map((s) => [
        s.customerid,
        storedOf(s.customerid)?.choice ?? defaultChoice(s, earliest),
      ]),
    ),
  );
  const [left, setLeft] = useState<ReadonlySet<string>>(
    () =>
      new Set(shops.filter((s) => storedOf(s.customerid)?.left === true).map((s) => s.customerid)),
  );
  const [running, setRunning] = useState(false);
  // The state flag re-renders; this one answers a second tap in the same frame, before React has.
  const runningNow = useRef(false);

  const stored = (customerid: string): PassShopResult => storedOf(customerid)?.result ?? null;
  const resultOf = (customerid: string): PassResult | undefined => {
    const result = stored(customerid);
    return result === null || result.kind === 'sending' ? undefined : result;
  };
  // Its send began and may have left (its pending send is there), or one found from before: it is checked, not sent.
  const inDoubt = (customerid: string): boolean => {
    const result = stored(customerid);
    return (
      pending[customerid] !== undefined &&
      (result === null || result.kind === 'sending' || result.kind === 'unknown')
    );
  };
  // Coming back to the review (a reload mid-pass): each shop in doubt as it was then is checked once, by its own
  // pending send; a shop whose send already runs (start-up checks the active shop's) is checked after, if still so.
  const [toCheck] = useState(() => new Set(shops.map((s) => s.customerid).filter(inDoubt)));
  useEffect(() => {
    for (const customerid of [...toCheck]) {
      if (phases[customerid] !== undefined) continue;
      toCheck.delete(customerid);
      if (inDoubt(customerid)) void dispatch(checkPassShop(customerid));
    }
  });
  // A shop shown as being checked: its check is about to start, or runs.
  const awaitingCheck = (customerid: string): boolean => {
    const result = stored(customerid);
    return (
      toCheck.has(customerid) &&
      pending[customerid] !== undefined &&
      (result === null || result.kind === 'sending')
    );
  };

  const sendOf = (shop: Shop, resend = false): ShopSend => {
    const choice = choices[shop.customerid] ?? defaultChoice(shop, earliest);
    const address = shop.customer.addresses?.find((a) => String(a.id) === choice.addressId);
    return {
      customerid: shop.customerid,
      deliveryaddress: address?.address ?? '',
      choice,
      ...(resend ? { resend: true } : {}),
    };
  };

  const run = async (sends: ShopSend[]) => {
    if (runningNow.current || sends.length === 0) return;
    runningNow.current = true;
    setRunning(true);
    try {
      // The review as chosen now goes into the pass first: the shops left out stay on it as left out.
      const reviewed = shops.map((s) => ({ ...sendOf(s), left: left.has(s.customerid) }));
      const passResults = await dispatch(sendEveryShop(sends, () => undefined, reviewed));
      void notify(shops, passResults);
    } finally {
      runningNow.current = false;
      setRunning(false);
    }
  };

  const toSend = shops.filter(
    (s) =>
      !left.has(s.customerid) &&
      resultOf(s.customerid)?.kind !== 'sent' &&
      phases[s.customerid] === undefined &&
      !awaitingCheck(s.customerid),
  );

  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('reviewTitle')}
      </Typography>
      {shops.map((shop) => (
        <ShopReviewCard
          key={shop.customerid}
          shop={shop}
          choice={choices[shop.customerid] ?? defaultChoice(shop, earliest)}
          onChoice={(choice) => setChoices((now) => ({ ...now, [shop.customerid]: choice }))}
          included={!left.has(shop.customerid)}
          onInclude={(included) =>
            setLeft((now) => {
              const next = new Set(now);
              if (included) next.delete(shop.customerid);
              else next.add(shop.customerid);
              return next;
            })
          }
          earliest={earliest}
          result={resultOf(shop.customerid)}
          checking={awaitingCheck(shop.customerid)}
          passRunning={running}
          onSendAgain={(resend) => void run([sendOf(shop, resend)])}
        />
      ))}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
          display: 'grid',
          gap: 1,
        }}
      >
        <Button
          variant="contained"
          size="large"
          disabled={toSend.length === 0}
          aria-disabled={running}
          onClick={() => void run(toSend.map((s) => sendOf(s)))}
          sx={{ minHeight: 48, fontWeight: 700 }}
        >
          {running
            ? t('sending')
            : toSend.length === 0
              ? t('nothingToSend')
              : t('send', { count: toSend.length })}
        </Button>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Button variant="outlined" onClick={onBack} disabled={running} sx={{ minHeight: 44 }}>
            {t('back')}
          </Button>
          <Button component={RouterLink} to={paths.order} variant="outlined" sx={{ minHeight: 44 }}>
            {t('toOrders')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
