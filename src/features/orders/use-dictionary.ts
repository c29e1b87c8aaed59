/**
 * The dictionary cache: allDictList is asked for only while the session's cache is empty; its answer goes to the
 * dict slice (sessionStorage) as it arrives (the slice reacts to it). A failed or empty answer leaves the cache
 * empty, so screens show the codes themselves and the next screen that needs a label asks again.
 */
import { useGetAllDictListQuery } from '../../api/endpoints/dict';
import { selectDictLabels, selectDictList } from '../../store/dict/dict-slice';
import { useAppSelector } from '../../store/hooks';

/** code → label of one dictionary ('orderStatus', 'Delivery_method'); empty until loaded or when loading failed. */
export function useDictionary(code: string): ReadonlyMap<string, string> {
  const empty = useAppSelector(selectDictList).length === 0;
  useGetAllDictListQuery(undefined, { skip: !empty });
  return useAppSelector((state) => selectDictLabels(state, code));
}
