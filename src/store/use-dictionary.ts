/**
 * The dictionary cache (DECISIONS 7): allDictList is fetched only while the session cache is empty, then kept in the
 * dict slice (sessionStorage). A failed or empty answer leaves the cache empty, so screens show the codes themselves
 * and the next screen that needs a label asks again.
 */
import { useEffect } from 'react';
import { useGetAllDictListQuery } from '../api/endpoints/dict';
import { dictListLoaded, selectDictLabels, selectDictList } from './dict-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** code → label of one dictionary ('orderStatus', 'Delivery_method'); empty until loaded or when loading failed. */
export function useDictionary(code: string): ReadonlyMap<string, string> {
  const dispatch = useAppDispatch();
  const cached = useAppSelector(selectDictList);
  const empty = cached.length === 0;
  const { data } = useGetAllDictListQuery(undefined, { skip: !empty });
  useEffect(() => {
    if (empty && data !== undefined && data.length > 0) dispatch(dictListLoaded(data));
  }, [dispatch, empty, data]);
  return useAppSelector((state) => selectDictLabels(state, code));
}
