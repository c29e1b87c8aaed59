import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../api/types';

type Message = NonNullable<Customer['messages']>[number];

interface NotificationListProps {
  anchor: HTMLElement | null;
  messages: readonly Message[];
  onClose: () => void;
}

/** The bell's popup list of the customer's messages; fetched on the first tap of the bell (notification-bell.tsx). */
export function NotificationList({ anchor, messages, onClose }: NotificationListProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
      {messages.length === 0 ? (
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
  );
}
