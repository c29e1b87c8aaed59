import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { carryTap } from '../../stored-home/carried-tap';
import { later } from '../../components/later';

// Fetched on the first tap of the bell: the popup list is not needed to see a screen.
const NotificationList = later(() => import('./notification-list').then((m) => m.NotificationList));

const NO_MESSAGES: never[] = [];

/** A bell whose badge counts the customer's messages, with a popup list of them. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const messages = useAppSelector((s) => selectCustomer(s)?.messages ?? NO_MESSAGES);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so closing it still fades it out.
  const [used, setUsed] = useState(false);
  const count = messages.length;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          count > 0 ? t('notifications.buttonWithCount', { count }) : t('notifications.button')
        }
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        {...carryTap('bell')}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={count} color="secondary" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <NotificationList anchor={anchor} messages={messages} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
