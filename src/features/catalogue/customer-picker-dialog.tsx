import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Customer, Id } from '../../api/types';
import { paths } from '../../config/paths';
import { sameId } from '../../domain/id';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { catalogueTexts } from './texts/catalogue';

interface CustomerPickerDialogProps {
  open: boolean;
  customers: readonly Customer[];
  currentId: Id | null;
  onPick: (id: Id) => void;
}

const shopName = (c: Customer) => c.name || c.fullname;

/**
 * The shops of a multi-shop account. Closing it without a choice keeps the current shop, which counts as
 * a choice: the dialog opens by itself only once.
 */
export function CustomerPickerDialog({
  open,
  customers,
  currentId,
  onPick,
}: CustomerPickerDialogProps) {
  useScreenTexts(catalogueTexts);
  const { t } = useTranslation('catalogue');
  const keep = () => {
    if (currentId !== null) onPick(currentId);
  };
  return (
    <Dialog
      open={open}
      onClose={keep}
      fullWidth
      maxWidth="xs"
      aria-labelledby="customer-picker-title"
    >
      <DialogTitle id="customer-picker-title" sx={{ fontWeight: 700 }}>
        {t('picker.title')}
      </DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, mb: 1 }}>
          {t('picker.hint')}
        </Typography>
        <List>
          {customers.map((c) => {
            const current = sameId(c.id, currentId);
            return (
              <ListItemButton
                key={String(c.id)}
                selected={current}
                onClick={() => onPick(c.id)}
                sx={{ minHeight: 56, borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {current ? <CheckIcon color="primary" /> : null}
                </ListItemIcon>
                <ListItemText
                  primary={current ? `${shopName(c)}${t('picker.selected')}` : shopName(c)}
                  secondary={c.fullname === shopName(c) ? undefined : c.fullname}
                />
              </ListItemButton>
            );
          })}
        </List>
        {customers.length >= 2 ? (
          // 各店訂購: every shop's cart side by side, one order per shop, without switching shop by shop.
          <Button
            component={RouterLink}
            to={paths.everyShop}
            onClick={keep}
            fullWidth
            variant="outlined"
            sx={{ mt: 1, minHeight: 44 }}
          >
            {t('picker.everyShop')}
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
