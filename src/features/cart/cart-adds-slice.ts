/**
 * The cart's adds on their way (cart-adds.ts says when each begins and ends): a screen shows its add as busy, and
 * each add's `condition` starts no second one meanwhile (a double tap adds once). Keyed by what the add is about: a
 * product of the add dialog, a run of several products (an order again, the guide), a shared cart. Only the cart's
 * adds use it, so it joins the store with the first add (its thunk injects it); before that nothing is on its way.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CartAddsState {
  /** The adds on their way, by key. */
  adding: string[];
  /** The resend of unsynced lines on focus is on its way. */
  resending: boolean;
}

const initialState: CartAddsState = { adding: [], resending: false };

export const cartAddsSlice = createSlice({
  name: 'cartAdds',
  initialState,
  reducers: {
    addBegan(state, { payload }: PayloadAction<string>) {
      state.adding.push(payload);
    },
    addEnded(state, { payload }: PayloadAction<string>) {
      state.adding = state.adding.filter((key) => key !== payload);
    },
    resendBegan(state) {
      state.resending = true;
    },
    resendEnded(state) {
      state.resending = false;
    },
  },
});

export const { addBegan, addEnded, resendBegan, resendEnded } = cartAddsSlice.actions;

declare module '../../store/root-state' {
  export interface LazyLoadedSlices {
    cartAdds: CartAddsState;
  }
}

type WithCartAdds = { cartAdds?: CartAddsState };

/** The slice's state, or the empty one before the first add joined it to the store. */
const stateOf = (state: WithCartAdds): CartAddsState => state.cartAdds ?? initialState;

/** The add of this key is on its way. */
export const selectAdding = (state: WithCartAdds, key: string): boolean =>
  stateOf(state).adding.includes(key);

/** The resend on focus is on its way. */
export const selectResending = (state: WithCartAdds): boolean => stateOf(state).resending;
