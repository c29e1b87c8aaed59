/**
 * The delivery-option dialog: address, date, logistics, time, cash on delivery, then 確認 sends the cart as one order.
 * Full screen on a phone, at most 600 px wide elsewhere.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDeliveryMethodsQuery } from '../../api/endpoints/dict';
import { isNetworkFailure } from '../../components/error-with-retry';
import { useMinuteClock } from '../../components/minute-clock';
import { env } from '../../config/env';
import { earliestDeliveryDate } from '../../domain/delivery-date';
import { sameId } from '../../domain/id';
import { orderedLines } from '../../domain/ordered-lines';
import { selectCustomer, selectCustomerId } from '../../store/session/auth-slice';
import { selectCartLines } from '../../store/cart/cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { deliveryOptionClosed, selectPendingSend } from '../../store/order/order-slice';
import { AddressChoice } from './address-choice';
import { DeliveryDateField, isBeforeCutoff } from './delivery-date-field';
import { DeliveryMethodChoice } from './delivery-method-choice';
import { DeliveryTimeChoice } from './delivery-time-choice';
import { DialogMessage } from './dialog-message';
import { buildOrderDraft } from './order-draft';
import { PaymentChoice } from './payment-choice';
import { ResendConfirm } from './resend-confirm';
import { useDeliveryDraft } from './use-delivery-draft';
import { KeepWhenOnlineButton } from './kept-order-bar';
import { useSubmitOrder } from './use-submit-order';
import { deliveryProblem, type DialogProblem } from './validate-dialog';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { checkoutTexts } from './texts/checkout';

export function DeliveryDialog() {
  useScreenTexts(checkoutTexts);
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const customer = useAppSelector(selectCustomer);
  const customerid = useAppSelector(selectCustomerId);
  const lines = useAppSelector((state) => selectCartLines(state, customerid));
  const pending = useAppSelector((state) => selectPendingSend(state, customerid));
  const methods = useGetDeliveryMethodsQuery(undefined);
  const { draft, update } = useDeliveryDraft();
  const { submit, check, phase, notice, unstored, clearNotice } = useSubmitOrder();
  const [problem, setProblem] = useState<DialogProblem | null>(null);
  const [askingResend, setAskingResend] = useState(false);
  const hasPending = pending !== null;
  // A shop whose last send has an unknown outcome (a lost answer, a reload mid-send) is checked as its dialog opens.
  useEffect(() => {
    if (hasPending) void check();
  }, [hasPending, check]);
  const addresses = customer?.addresses ?? [];
  // The app's minute clock: if the cutoff passes while the dialog is open, the earliest date moves with it.
  const now = useMinuteClock();
  const earliest = earliestDeliveryDate(now, env.businessTimezone);
  const methodsFailed = methods.isError || (methods.isSuccess && methods.data.length === 0);
  // Offline the list cannot load either: the buyer is told the connection is down, not that the list failed.
  const methodsOffline = methods.isError && isNetworkFailure(methods.error);
  const busy = phase !== 'idle';

  const change: typeof update = (changes) => {
    setProblem(null);
    clearNotice();
    update(changes);
  };

  /** The order from the choices and the cart, or null (with the first problem shown) when they are not complete. */
  const orderFromChoices = () => {
    if (customerid === null) return null;
    const address = addresses.find((a) => sameId(a.id, draft.addressId));
    const found = deliveryProblem({
      address: address?.address,
      draft,
      earliest: earliestDeliveryDate(new Date(), env.businessTimezone),
      methodsFailed,
      methodsOffline,
      lineCount: orderedLines(lines).length,
    });
    setProblem(found);
    if (found !== null || address === undefined) return null;
    return buildOrderDraft(customerid, address.address, draft, lines);
  };

  const confirm = (event?: SubmitEvent) => {
    event?.preventDefault();
    if (busy) return;
    const order = orderFromChoices();
    if (order !== null) void submit(order);
  };

  const resend = () => {
    setAskingResend(false);
    if (busy) return;
    const order = orderFromChoices();
    if (order !== null) void submit(order, true);
  };
  // Closing never stops a send or a check: it goes on in the store, and the buyer is taken to /createorder when the
  // order is found. A buyer need not sit half a minute in front of a check to switch shop.
  const close = () => {
    dispatch(deliveryOptionClosed({ customerid }));
  };

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={close}
    >
      <Box
        component="form"
        noValidate
        onSubmit={confirm}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {t('title')}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <AddressChoice
              addresses={addresses}
              value={draft.addressId}
              onChange={(addressId) => change({ addressId })}
            />
            <DeliveryDateField
              value={draft.expecteddate}
              earliest={earliest}
              beforeCutoff={isBeforeCutoff(now, env.businessTimezone)}
              onChange={(expecteddate) => change({ expecteddate })}
            />
            <DeliveryMethodChoice
              methods={methods.data ?? []}
              loading={methods.isLoading}
              failed={methodsFailed}
              offline={methodsOffline}
              value={draft.deliverytype}
              onChange={(deliverytype) => change({ deliverytype })}
              onRetry={() => void methods.refetch()}
            />
            <DeliveryTimeChoice
              value={draft.deliverytime}
              remark={draft.deliverytimeremark}
              onChange={(deliverytime) => change({ deliverytime })}
              onRemarkChange={(deliverytimeremark) => change({ deliverytimeremark })}
            />
            <PaymentChoice
              value={draft.ispayment}
              onChange={(ispayment) => change({ ispayment })}
            />
          </Stack>
        </DialogContent>
        <DialogMessage
          problem={problem}
          notice={notice}
          phase={phase}
          pending={pending?.status ?? null}
          unstored={unstored}
          onResend={() => setAskingResend(true)}
          keepWhenOnline={<KeepWhenOnlineButton order={orderFromChoices} choices={draft} />}
        />
        <DialogActions sx={{ px: 2, py: 1.5, gap: 1 }}>
          <Button onClick={close} sx={{ minHeight: 44, minWidth: 88 }}>
            {busy ? t('close') : t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            sx={{ minHeight: 44, minWidth: 88 }}
          >
            {phase === 'sending' ? t('sending') : t('confirm')}
          </Button>
        </DialogActions>
      </Box>
      <ResendConfirm
        open={askingResend}
        onCancel={() => setAskingResend(false)}
        onConfirm={resend}
      />
    </Dialog>
  );
}
