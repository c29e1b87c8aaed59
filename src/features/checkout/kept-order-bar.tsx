/**
 * The bar every screen of a shop shows while its order waits for the signal (網路恢復後自動送出), and what became of
 * it: waiting (查看, 取消), the last half hour before its date's cutoff (a warning with the minutes left), its date
 * passed (never sent by itself: 選擇新日期), the cart changed meanwhile (更新訂單 or 取消訂單), sending, sent (the order
 * number, /createorder offered, LINE told where LINE allows), refused (the server's words; the cart stays).
 * Also the delivery dialog's 「網路恢復後自動送出」, so that the bar's code is on the phone before the signal goes.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDraft } from '../../api/types';
import { useMinuteClock } from '../../components/minute-clock';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { CUTOFF_TEXT } from '../../domain/cutoff-clock';
import { formatQuantity } from '../../domain/quantity';
import {
  dateStillAllowed,
  deadlineNear,
  minutesBeforeDeadline,
} from '../../domain/kept-order-deadline';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { selectCartLines } from '../../store/cart/cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSendPhase, selectSendUnstored } from '../../store/order/order-send-slice';
import {
  deliveryOptionOpened,
  keptOrderNoticeRead,
  keptSentUpdated,
  selectKeptOrder,
  selectKeptRun,
  selectKeptSent,
  selectPendingSend,
  type KeptOrder,
} from '../../store/order/order-slice';
import type { DeliveryDraft } from '../../store/order/order-types';
import { selectCustomer, selectCustomerId } from '../../store/session/auth-slice';
import { checkoutTexts } from './texts/checkout';
import { submitOrder } from './order-send';
import { ResendConfirm } from './resend-confirm';
import { useOrderNotice } from './use-order-notice';
import {
  cartDiffers,
  chooseNewDate,
  dropKeptOrder,
  keepOrder,
  updateKeptOrder,
} from './kept-order';

const buttonSx = { minHeight: 44, fontWeight: 700 } as const;

function Bar({
  severity,
  children,
  actions,
}: {
  severity: 'info' | 'warning' | 'success' | 'error';
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Alert severity={severity} sx={{ borderRadius: 0 }}>
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>{actions}</Box>
    </Alert>
  );
}

/** 查看: the kept order as it will be sent. */
function KeptOrderDetails({ kept, onClose }: { kept: KeptOrder; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('kept.details.title')}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { ml: 0 } }}>
          <dt>{t('kept.details.date')}</dt>
          <dd>{kept.draft.expecteddate}</dd>
          <dt>{t('kept.details.address')}</dt>
          <dd>{kept.draft.deliveryaddress}</dd>
          <dt>{t('kept.details.items')}</dt>
          <dd>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {kept.draft.orderdetails.map((line) => (
                <li key={String(line.productid)}>
                  {line.productname} {formatQuantity(line.productquantity)} {line.unitcode}
                </li>
              ))}
            </Box>
          </dd>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={buttonSx}>
          {t('kept.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The kept order's bar: what it waits for, or what the buyer must decide. */
function KeptBar({ kept }: { kept: KeptOrder }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const now = useMinuteClock();
  const cart = useAppSelector((state) => selectCartLines(state, kept.customerid));
  const phase = useAppSelector((state) => selectSendPhase(state, kept.customerid));
  const unstored = useAppSelector((state) => selectSendUnstored(state, kept.customerid));
  const [viewing, setViewing] = useState(false);
  const cancel = (label: string) => (
    <Button color="inherit" onClick={() => dispatch(dropKeptOrder(kept))} sx={buttonSx}>
      {label}
    </Button>
  );
  const date = kept.draft.expecteddate;

  if (kept.status === 'refused') {
    return (
      <Bar severity="error" actions={cancel(t('kept.close'))}>
        {t('kept.refused', { message: kept.message || tc('errors.server') })}
      </Bar>
    );
  }
  if (phase !== 'idle') {
    // Until order/add leaves, 取消 still keeps it from being sent (order-send.ts reads it again at the last moment).
    return (
      <Bar severity="info" actions={kept.status === 'waiting' ? cancel(t('kept.cancel')) : null}>
        {t(kept.status === 'sending' && phase === 'checking' ? 'kept.checking' : 'kept.sending')}
      </Bar>
    );
  }
  if (kept.status === 'sending') return <KeptUnknownBar kept={kept} />;
  if (unstored) {
    return (
      <Bar
        severity="warning"
        actions={
          <>
            <Button
              color="inherit"
              onClick={() =>
                void dispatch(
                  submitOrder({
                    customerid: kept.customerid,
                    keptId: kept.id,
                    unstoredOk: true,
                  }),
                )
              }
              sx={buttonSx}
            >
              {t('kept.sendNow')}
            </Button>
            {cancel(t('kept.cancel'))}
          </>
        }
      >
        {t('kept.unstored')}
      </Bar>
    );
  }
  if (kept.status === 'dateExpired' || !dateStillAllowed(date, now, env.businessTimezone)) {
    return (
      <Bar
        severity="warning"
        actions={
          <>
            <Button color="inherit" onClick={() => dispatch(chooseNewDate(kept))} sx={buttonSx}>
              {t('kept.chooseDate')}
            </Button>
            {cancel(t('kept.cancel'))}
          </>
        }
      >
        {t('kept.dateExpired', { date })}
      </Bar>
    );
  }
  if (cartDiffers(kept, cart)) {
    const canUpdate = cart.some((line) => line.productquantity > 0);
    return (
      <Bar
        severity="warning"
        actions={
          <>
            {canUpdate ? (
              <Button
                color="inherit"
                onClick={() => dispatch(updateKeptOrder(kept, cart))}
                sx={buttonSx}
              >
                {t('kept.update')}
              </Button>
            ) : null}
            {cancel(t('kept.cancelOrder'))}
          </>
        }
      >
        {t('kept.cartChanged')}
      </Bar>
    );
  }
  const near = deadlineNear(date, now, env.businessTimezone);
  return (
    <>
      <Bar
        severity={near ? 'warning' : 'info'}
        actions={
          <>
            <Button
              color="inherit"
              onClick={() => {
                setViewing(true);
                if (kept.keptOverSignOut)
                  dispatch(keptOrderNoticeRead({ customerid: kept.customerid }));
              }}
              sx={buttonSx}
            >
              {t('kept.view')}
            </Button>
            {cancel(t('kept.cancel'))}
          </>
        }
      >
        <strong>{t('kept.bar', { count: 1 })}</strong>
        {near ? (
          <Box>
            {t('kept.timeLeft', {
              cutoff: CUTOFF_TEXT,
              minutes: minutesBeforeDeadline(date, now, env.businessTimezone),
            })}
          </Box>
        ) : null}
        {kept.keptOverSignOut ? <Box>{t('kept.keptOverSignOut')}</Box> : null}
      </Bar>
      {viewing ? <KeptOrderDetails kept={kept} onClose={() => setViewing(false)} /> : null}
    </>
  );
}

/** 查看我的訂單: where the buyer sees whether the order exists. */
function MyOrdersLink() {
  const { t } = useTranslation('checkout');
  return (
    <Button component={RouterLink} to={paths.order} color="inherit" sx={buttonSx}>
      {t('kept.myOrders')}
    </Button>
  );
}

/**
 * A kept order whose send was cut short and is not found: it may not have gone out. The app looks again and sends it
 * by itself once the earlier send can no longer land; 重新送出 (after the second yes) does not wait for that.
 */
function KeptUnknownBar({ kept }: { kept: KeptOrder }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Bar
        severity="warning"
        actions={
          <>
            <Button color="inherit" onClick={() => setConfirming(true)} sx={buttonSx}>
              {t('kept.resend')}
            </Button>
            <MyOrdersLink />
          </>
        }
      >
        {t('kept.unknown')}
      </Bar>
      <ResendConfirm
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void dispatch(
            submitOrder({ customerid: kept.customerid, keptId: kept.id, resend: true }),
          );
        }}
      />
    </>
  );
}

/**
 * A send from the delivery dialog or 各店訂購 whose outcome is not known yet, on every screen of the shop, not only
 * in a dialog the buyer may never open again: being checked, or not found (重新送出 opens the dialog, whose 仍要重新送出
 * asks the second yes).
 */
function PendingSendBar({ customerid }: { customerid: string }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const phase = useAppSelector((state) => selectSendPhase(state, customerid));
  if (phase !== 'idle') {
    return (
      <Bar severity="info" actions={null}>
        {t('unknown.checking')}
      </Bar>
    );
  }
  return (
    <Bar
      severity="warning"
      actions={
        <>
          <Button color="inherit" onClick={() => dispatch(deliveryOptionOpened())} sx={buttonSx}>
            {t('kept.resend')}
          </Button>
          <MyOrdersLink />
        </>
      }
    >
      {t('kept.pendingUnknown')}
    </Bar>
  );
}

/** 訂單已送出: the order number, /createorder, and LINE told once (inside LINE, from a chat). */
function SentBar({ customerid }: { customerid: string }) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const sent = useAppSelector((state) => selectKeptSent(state, customerid));
  const customer = useAppSelector(selectCustomer);
  const notify = useOrderNotice();
  useEffect(() => {
    if (sent === null || sent.notified) return;
    dispatch(keptSentUpdated({ customerid, change: 'notified' }));
    void notify([sent.order], customer);
  }, [customer, customerid, dispatch, notify, sent]);
  if (sent === null) return null;
  const close = () => dispatch(keptSentUpdated({ customerid, change: 'closed' }));
  return (
    <Bar
      severity="success"
      actions={
        <>
          <Button
            component={RouterLink}
            to={paths.createOrder}
            color="inherit"
            onClick={close}
            sx={buttonSx}
          >
            {t('kept.viewSent')}
          </Button>
          <Button color="inherit" onClick={close} sx={buttonSx}>
            {t('kept.close')}
          </Button>
        </>
      }
    >
      {t('kept.sent', { orderno: sent.order.orderno })}
    </Bar>
  );
}

/** The shell's bar for the active shop (app/layout/app-shell.tsx shows it when there is something to say). */
export function KeptOrderBar() {
  useScreenTexts(checkoutTexts);
  const customerid = useAppSelector(selectCustomerId);
  const kept = useAppSelector(selectKeptOrder);
  const sent = useAppSelector((state) => selectKeptSent(state, customerid));
  const sending = useAppSelector((state) => selectKeptRun(state, customerid));
  const pending = useAppSelector((state) => selectPendingSend(state, customerid));
  const { t } = useTranslation('checkout');
  if (customerid === null) return null;
  let bar: ReactNode = null;
  if (kept !== null) bar = <KeptBar kept={kept} />;
  else if (sent !== null) bar = <SentBar customerid={customerid} />;
  // On its way (order/add left, or a lost answer is being looked for): nothing left to cancel.
  else if (sending)
    bar = (
      <Bar severity="info" actions={null}>
        {t('kept.sending')}
      </Bar>
    );
  else if (pending !== null && pending.status !== 'sending')
    bar = <PendingSendBar customerid={customerid} />;
  return (
    <Box role="status" aria-live="polite" aria-label={t('kept.region')}>
      {bar}
    </Box>
  );
}

/**
 * The delivery dialog's 「網路恢復後自動送出」, offered once 確認 found no connection: keeps the order for its shop
 * (in storage first), and the dialog closes with that same write.
 */
export function KeepWhenOnlineButton({
  order,
  choices,
}: {
  order: () => OrderDraft | null;
  choices: DeliveryDraft;
}) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      sx={{ minHeight: 44, mt: 1 }}
      onClick={() => {
        const draft = order();
        if (draft !== null) dispatch(keepOrder(draft, choices));
      }}
    >
      {t('offline.keep')}
    </Button>
  );
}
