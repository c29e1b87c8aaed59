import { createSlice, createSelector } from '@reduxjs/toolkit';
import type { Dictionary } from '../../api/types';
import { fulfilledOf } from '../api-matchers';

/** The dictionary cache (session storage): fetched only when empty. */
export interface DictState {
  dictList: Dictionary[];
}

export const initialDictState: DictState = { dictList: [] };

const dictSlice = createSlice({
  name: 'dict',
  initialState: initialDictState,
  reducers: {},
  extraReducers: (builder) => {
    // A failed or empty answer leaves the cache empty: screens show the codes, the next one asks again.
    builder.addMatcher(fulfilledOf('getAllDictList'), (state, { payload }) => {
      if (payload.length > 0) state.dictList = payload;
    });
  },
});

export const dictReducer = dictSlice.reducer;

type WithDict = { dict: DictState };
export const selectDictList = (state: WithDict) => state.dict.dictList;
/** code → label of one dictionary (e.g. 'orderStatus'); an unknown code shows the code itself. */
export const selectDictLabels = createSelector(
  [selectDictList, (_state: WithDict, code: string) => code],
  (list, code) =>
    new Map((list.find((d) => d.code === code)?.children ?? []).map((c) => [c.code, c.value])),
);
