import ChevronRight from '@mui/icons-material/ChevronRight';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Id } from '../../api/types';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { paths } from '../../config/paths';
import { later } from '../../components/later';

const GuideCount = later(() => import('./guide-count').then((m) => m.GuideCount));

/** Home's way into 常用清單, under 上次購買: the whole card is the link, with the guide's product count. */
export function GuideCard({ customerid }: { customerid: Id }) {
  const { t } = useTranslation('catalogue');
  const afterFirstPaint = useAfterFirstPaint();
  const loading = t('guideCard.loading');
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
      <ButtonBase
        component={RouterLink}
        to={paths.guide}
        sx={{ width: '100%', minHeight: 56, px: 2, py: 1, gap: 1.5, justifyContent: 'flex-start' }}
      >
        <PlaylistAddCheck color="primary" />
        <Box sx={{ flex: 1, textAlign: 'left' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('guideCard.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {afterFirstPaint ? (
              <Suspense fallback={loading}>
                <GuideCount customerid={customerid} />
              </Suspense>
            ) : (
              loading
            )}
          </Typography>
        </Box>
        <ChevronRight color="action" />
      </ButtonBase>
    </Paper>
  );
}
