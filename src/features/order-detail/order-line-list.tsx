import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../api/types';
import { OrderLineCard } from './order-line-card';
import { confirmOrderLine } from './line-confirm';
import { selectBusyLine, selectConfirmFailure } from './line-confirm-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

interface OrderLineListProps {
  lines: OrderLine[];
  labels: ReadonlyMap<string, string>;
  /** The page is being asked again. */
  refreshing: boolean;
}

/** The page's lines, each with its status; one 確認 may be under way at a time. */
export function OrderLineList({ lines, labels, refreshing }: OrderLineListProps) {
  const { t } = useTranslation('orderDetail');
  const dispatch = useAppDispatch();
  const busyId = useAppSelector((state) => selectBusyLine(state, refreshing));
  const failure = useAppSelector(selectConfirmFailure);
  return (
    <Box
      component="ul"
      aria-label={t('title')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {lines.map((line, index) => {
        const id = String(line.id);
        return (
          <OrderLineCard
            key={`${id}-${String(index)}`}
            line={line}
            labels={labels}
            sending={busyId === id}
            blocked={busyId !== null && busyId !== id}
            failure={failure?.id === id ? failure.failure : undefined}
            onConfirm={() => void dispatch(confirmOrderLine(line))}
          />
        );
      })}
    </Box>
  );
}
