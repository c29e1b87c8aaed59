import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../components/error-with-retry';
import { formatAmount } from '../../domain/money';
import { selectCartLines } from '../../store/cart/cart-slice';
import { useAppSelector } from '../../store/hooks';
import { selectSendPhase } from '../../store/order/order-send-slice';
import type { DeliveryDraft } from '../../store/order/order-types';
import type { PassResult } from './send-pass';
import { shopFigures } from './shop-totals';
import type { Shop } from './use-every-shop-data';

interface ShopReviewCardProps {
  shop: Shop;
  choice: DeliveryDraft;
  onChoice: (choice: DeliveryDraft) => void;
  included: boolean;
  onInclude: (included: boolean) => void;
  earliest: string;
  result: PassResult | undefined;
  /** Its send may have left before a reload: its pending send is about to be checked (確認中…). */
  checking: boolean;
  /** The pass is running: nothing of it changes meanwhile. */
  passRunning: boolean;
  /** 重試 / 再確認一次 for this shop only; `resend` after the buyer accepted that the earlier send may have landed. */
  onSendAgain: (resend: boolean) => void;
}

const field = { '& .MuiInputBase-root': { minHeight: 44 } };

/** One shop on the review: its lines in figures, its delivery choices, and how its send went. */
export function ShopReviewCard(props: ShopReviewCardProps) {
  const { shop, choice, onChoice, included, onInclude, earliest, result, passRunning } = props;
  const { t } = useTranslation('everyShop');
  const { t: tc } = useTranslation('common');
  const { t: tk } = useTranslation('checkout');
  const lines = useAppSelector((state) => selectCartLines(state, shop.customerid));
  const phase = useAppSelector((state) => selectSendPhase(state, shop.customerid));
  const { count, amount } = shopFigures(lines);
  const sent = result?.kind === 'sent';
  const locked = sent || passRunning || phase !== 'idle' || props.checking;
  const set = (changes: Partial<DeliveryDraft>) => onChoice({ ...choice, ...changes });
  const addresses = shop.customer.addresses ?? [];
  // 仍要重新送出 asks the checkout's second, explicit yes first (in its words): the earlier send may have landed. In
  // the card, beside this shop's result, rather than in a dialog over the whole pass: the question is about this
  // shop only, and the other shops' results stay in view.
  const [confirming, setConfirming] = useState(false);

  let status: ReactNode = null;
  if (phase === 'sending') status = <Alert severity="info">{t('status.sending')}</Alert>;
  else if (phase === 'checking' || props.checking)
    status = <Alert severity="info">{t('status.checking')}</Alert>;
  else if (result?.kind === 'sent')
    status = <Alert severity="success">{t('status.sent', { orderno: result.orderno })}</Alert>;
  else if (result !== undefined) {
    let reason: string;
    if (result.kind === 'problem') reason = t(`problem.${result.problem}`);
    else if (result.kind === 'failed') reason = failureMessage(result.error, tc);
    else if (result.kind === 'busy') reason = t('status.busyElsewhere');
    else if (result.kind === 'dropped') reason = t('status.dropped');
    else reason = t('status.unknown');
    const unknown = result.kind === 'unknown';
    status = (
      <Alert
        severity={unknown ? 'warning' : 'error'}
        action={
          result.kind === 'dropped' ? null : (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Button
                color="inherit"
                disabled={passRunning}
                onClick={() => props.onSendAgain(false)}
                sx={{ minHeight: 44, fontWeight: 700 }}
              >
                {unknown ? t('checkAgain') : t('retry')}
              </Button>
              {unknown ? (
                <Button
                  color="inherit"
                  disabled={passRunning}
                  onClick={() => setConfirming(true)}
                  sx={{ minHeight: 44 }}
                >
                  {t('resend')}
                </Button>
              ) : null}
            </Box>
          )
        }
      >
        {unknown ? reason : t('status.failed', { reason })}
      </Alert>
    );
  }

  return (
    <Box
      component="section"
      aria-label={shop.name}
      sx={{ p: 1.5, mb: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={included}
              disabled={locked}
              onChange={(event) => onInclude(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('include', { shop: shop.name }) } }}
            />
          }
          label={
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {shop.name}
            </Typography>
          }
          sx={{ flex: 1, mr: 0, minHeight: 44 }}
        />
      </Box>
      {sent ? null : (
        // Once the order is created the shop's cart is empty: its figures would say 0; the status names the order.
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('lines', { count })}・{t('amount', { amount: formatAmount(amount) })}
        </Typography>
      )}
      {included ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            select
            label={t('address')}
            value={choice.addressId}
            disabled={locked}
            onChange={(event) => set({ addressId: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={field}
          >
            <option value="">{t('addressNone')}</option>
            {addresses.map((a) => (
              <option key={String(a.id)} value={String(a.id)}>
                {a.address}
              </option>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <TextField
              type="date"
              label={t('date')}
              value={choice.expecteddate}
              disabled={locked}
              onChange={(event) => set({ expecteddate: event.target.value })}
              slotProps={{ htmlInput: { min: earliest }, inputLabel: { shrink: true } }}
              sx={field}
            />
            <TextField
              select
              label={t('time')}
              value={choice.deliverytime}
              disabled={locked}
              onChange={(event) => set({ deliverytime: event.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={field}
            >
              {(['01', '02', '04'] as const).map((code) => (
                <option key={code} value={code}>
                  {t(`times.${code}`)}
                </option>
              ))}
            </TextField>
          </Box>
          <TextField
            select
            label={t('payment')}
            value={choice.ispayment}
            disabled={locked}
            onChange={(event) => set({ ispayment: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={field}
          >
            <option value="1">{t('yes')}</option>
            <option value="2">{t('no')}</option>
          </TextField>
        </Box>
      ) : null}
      <Box role="status" aria-live="polite" sx={{ mt: status === null ? 0 : 1.5 }}>
        {status}
      </Box>
      {confirming ? (
        <Alert
          severity="warning"
          role="alertdialog"
          aria-label={tk('resendConfirm.title')}
          sx={{ mt: 1.5 }}
        >
          <Typography sx={{ fontWeight: 700 }}>{tk('resendConfirm.title')}</Typography>
          <Typography variant="body2">{tk('resendConfirm.text')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button onClick={() => setConfirming(false)} sx={{ minHeight: 44 }}>
              {tk('resendConfirm.cancel')}
            </Button>
            <Button
              variant="contained"
              color="warning"
              disabled={passRunning}
              onClick={() => {
                setConfirming(false);
                props.onSendAgain(true);
              }}
              sx={{ minHeight: 44 }}
            >
              {tk('resendConfirm.confirm')}
            </Button>
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
