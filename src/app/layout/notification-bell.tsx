import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCustomer } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';

const NO_MESSAGES: never[] = [];

/** A bell whose badge counts the customer's messages, with a popup list of them. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const messages = useAppSelector((s) => selectCustomer(s)?.messages ?? NO_MESSAGES);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={count} color="secondary" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 300, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Typography id={titleId} component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
          {t('notifications.title')}
        </Typography>
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('notifications.empty')}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {messages.map((message) => (
              <ListItem key={String(message.id)} divider>
                <ListItemText
                  primary={message.title ?? t('notifications.untitled')}
                  secondary={message.content ?? message.createtime}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
