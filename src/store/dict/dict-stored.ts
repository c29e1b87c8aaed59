/** The dictionaries (delivery types, payment …) as kept for this tab's session (`sorting-app:dictList`). */
import type { Dictionary } from '../../api/types';
import { DICT_PERSIST_KEY } from '../../config/storage-keys';
import { isRecord } from '../../domain/is-record';
import { listOf } from '../stored/read-loose';
import { storedSlice } from '../stored/stored-slice';
import { dictReducer, type DictState } from './dict-slice';

export function readDict(raw: unknown): DictState {
  const list = isRecord(raw) ? raw.dictList : undefined;
  return {
    dictList: listOf<Dictionary>(
      list,
      (d) => isRecord(d) && typeof d.code === 'string' && Array.isArray(d.children),
    ),
  };
}

export const dictStored = storedSlice<DictState>({
  name: 'dict',
  key: DICT_PERSIST_KEY,
  reducer: dictReducer,
  read: readDict,
  storage: 'session',
});
