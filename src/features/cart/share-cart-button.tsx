/**
 * 傳給負責人 in the cart drawer: the sharing code and its texts (share-cart.ts) are fetched on the first tap, so
 * the drawer carries only this button. What happened is said under it (已複製連結, 已傳送給負責人 …).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { cartShareTexts } from './texts/cart-share';
import type { cartSend } from './texts/zh-TW/cart-send';
import { useLine } from '../../line/line-context';
import { selectActiveCartLines } from './cart-selectors';
import { drawerClosed } from '../../store/cart/cart-slice';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { selectDeliveryDraft } from '../../store/order/order-slice';
import { selectCustomer, selectCustomerId } from '../../store/session/auth-slice';
import type { ShareOutcome } from './share-cart';

interface Said {
  severity: 'success' | 'info' | 'warning';
  text: string;
  /** The link itself, to copy by hand. */
  link?: string;
  /** The demo's link, opened in this tab (the mock's LINE has no chat to open it from). */
  demoPath?: string;
}

export function ShareCartButton() {
  useScreenTexts(cartShareTexts);
  const { t, i18n } = useTranslation('cartShare');
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const line = useLine();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);

  const share = async () => {
    setBusy(true);
    setSaid(null);
    let outcome: ShareOutcome;
    try {
      const state = store.getState();
      const shopId = selectCustomerId(state) ?? '';
      const customer = selectCustomer(state);
      const { shareCart } = await import('./share-cart');
      outcome = await shareCart({
        cart: {
          shopId,
          shop: customer?.name || customer?.fullname || shopId,
          lines: selectActiveCartLines(state),
          deliveryDate: selectDeliveryDraft(state, shopId)?.expecteddate ?? '',
        },
        line,
        i18n,
        origin: window.location.origin,
      });
    } catch {
      // The sharing code could not be fetched (offline): its texts are not here either.
      outcome = { kind: 'failed' };
    }
    setBusy(false);
    const say = (key: keyof typeof cartSend.send): string => i18n.t(`cartSend:send.${key}`);
    switch (outcome.kind) {
      case 'cancelled':
        return;
      case 'sent': {
        const { pathname, search } = new URL(outcome.url);
        setSaid({
          severity: 'success',
          text: say('sent'),
          ...(outcome.demo ? { demoPath: pathname + search } : {}),
        });
        return;
      }
      case 'shared':
        setSaid({ severity: 'success', text: say('shared') });
        return;
      case 'copied':
        setSaid({ severity: 'success', text: say('copied') });
        return;
      case 'manual':
        setSaid({ severity: 'info', text: say('manual'), link: outcome.url });
        return;
      case 'tooBig':
        setSaid({ severity: 'warning', text: say('tooBig') });
        return;
      case 'failed':
        setSaid({
          severity: 'warning',
          text: i18n.exists('cartSend:send.failed') ? say('failed') : t('failed'),
        });
    }
  };

  return (
    <>
      {said === null ? null : (
        <Alert
          severity={said.severity}
          role={said.severity === 'warning' ? 'alert' : 'status'}
          sx={{ mb: 1.5 }}
          action={
            said.demoPath === undefined ? undefined : (
              <Button
                color="inherit"
                sx={{ minHeight: 44 }}
                onClick={() => {
                  dispatch(drawerClosed());
                  void navigate(said.demoPath ?? '/');
                  // As a link opened from a chat would: the screen starts at its top.
                  window.scrollTo(0, 0);
                }}
              >
                {i18n.t('cartSend:send.openDemoLink')}
              </Button>
            )
          }
        >
          {said.text}
          {said.link === undefined ? null : (
            <Typography component="span" sx={{ display: 'block', wordBreak: 'break-all', mt: 0.5 }}>
              {said.link}
            </Typography>
          )}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={busy}
        onClick={() => void share()}
        sx={{ minHeight: 48, mb: 1 }}
      >
        {busy ? t('preparing') : t('share')}
      </Button>
    </>
  );
}
