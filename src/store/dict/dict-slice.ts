import { createSlice, createSelector } from '@reduxjs/toolkit';
import type { Dictionary } from '../../api/types';
import { answerOf } from '../server-answers';

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
    // The dictionaries as the server answered (api/endpoints/dict.ts), kept for the browser session. An empty answer
    // leaves the cache empty: screens show the codes, and the next one asks again.
    builder.addMatcher(answerOf('getAllDictList'), (state, { payload }) => {
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
