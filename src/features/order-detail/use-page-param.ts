/**
 * The page lives in the URL (`/orderdetail?page=N`) so back and reload return to it. Anything that is not a whole
 * number ≥ 1 reads as page 1, never as an error.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function pageOf(text: string | null): number {
  if (text === null || !/^\d{1,6}$/.test(text.trim())) return 1;
  const page = Number(text.trim());
  return page >= 1 ? page : 1;
}

export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
    },
    [setParams],
  );
  return [page, setPage];
}
