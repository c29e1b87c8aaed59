import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

interface DetailPaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/**
 * Fits a 390 px phone: no sibling pages (first, current, last and the arrows make at most 7 items), and every item
 * is a 44 px target for a thumb.
 */
export function DetailPagination({ page, pages, onChange }: DetailPaginationProps) {
  const { t } = useTranslation('orderDetail');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')}>
      <Pagination
        page={Math.min(page, pages)}
        count={pages}
        siblingCount={0}
        boundaryCount={1}
        color="primary"
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page') return t(selected ? 'pageCurrent' : 'pageItem', { page: item ?? 0 });
          return t(
            type === 'previous'
              ? 'pagePrevious'
              : type === 'next'
                ? 'pageNext'
                : type === 'first'
                  ? 'pageFirst'
                  : 'pageLast',
          );
        }}
        onChange={(_event, next) => {
          onChange(next);
        }}
        sx={{
          display: 'flex',
          justifyContent: 'center',
          '& ul': { flexWrap: 'nowrap', gap: 0.25 },
          '& .MuiPaginationItem-root': { minWidth: 44, height: 44, fontSize: '1rem', m: 0 },
        }}
      />
    </nav>
  );
}
