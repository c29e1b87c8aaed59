import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

interface PageHeaderProps {
  /** The page's name; it is the page's one h1 and the last breadcrumb. */
  title: string;
  /** Hide the link back to 商品總覽 (the home page is the root itself). */
  root?: boolean;
  /** Controls at the right end of the title row (for example a refresh button). */
  actions?: ReactNode;
}

/** Breadcrumb title of a screen: 商品總覽 › 我的訂單. The title doubles as the h1 so it is never said twice. */
export function PageHeader({ title, root = false, actions }: PageHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 44 }}>
      <Breadcrumbs aria-label={t('breadcrumb.label')} sx={{ flex: 1, minWidth: 0 }}>
        {root ? null : (
          <Link
            component={RouterLink}
            to={paths.home}
            underline="hover"
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            {t('menu.home')}
          </Link>
        )}
        <Typography
          component="h1"
          variant="h6"
          aria-current="page"
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {title}
        </Typography>
      </Breadcrumbs>
      {actions}
    </Box>
  );
}
