import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TIMELINE_STEPS, timelineState } from '../../domain/order-status';

/**
 * The five steps, in order 未出貨, 已成立, 已出貨, 未付款, 已付款: the step named like the order's status label and those before it
 * are highlighted, later ones grey; a label that is none of the five highlights nothing. The current step carries
 * aria-current so a screen reader hears where the order is, not just five words.
 */
export function OrderTimeline({ label }: { label: string }) {
  const { t } = useTranslation('orderList');
  const current = timelineState(label);
  return (
    <Box
      component="ol"
      aria-label={t('timeline.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', justifyContent: 'space-between' }}
    >
      {TIMELINE_STEPS.map((step, index) => {
        const highlighted = index <= current;
        return (
          <Box
            component="li"
            key={step}
            data-highlighted={highlighted ? 'true' : 'false'}
            aria-current={index === current ? 'step' : undefined}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.5,
              position: 'relative',
              fontSize: '0.8125rem',
              fontWeight: index === current ? 700 : 400,
              color: highlighted ? 'primary.dark' : 'text.secondary',
              // The connector to the previous step, coloured when this step is reached.
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: 7,
                right: '50%',
                width: '100%',
                height: 2,
                bgcolor: highlighted ? 'primary.main' : 'grey.300',
              },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 16,
                height: 16,
                borderRadius: '50%',
                zIndex: 1,
                bgcolor: highlighted ? 'primary.main' : 'grey.300',
                border: index === current ? 3 : 0,
                borderColor: 'primary.light',
              }}
            />
            {t(`timeline.steps.${step}`)}
          </Box>
        );
      })}
    </Box>
  );
}
