import { createSlice, createSelector, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer, Id } from '../../api/types';
import { sameId } from '../../domain/id';
import { answerOf } from '../server-answers';

/** The new-order defaults a customer carries (set on every login and shop switch). */
export interface OrderDefaults {
  deliverytype: string;
  /** '1' cash on delivery, '2' not; '' when the customer has no default. */
  ispayment: string;
}

export interface AuthState {
  loggedIn: boolean;
  /** The buyer's LINE user id (the messaging id), known from LINE's profile. */
  lineId: string;
  customer: Customer | null;
  customers: Customer[];
  /** The account typed on /login2, kept so /login3 can bind it. */
  account: string;
  orderDefaults: OrderDefaults;
  /** A multi-shop account has picked its shop at least once (the picker opens once otherwise). */
  customerChosen: boolean;
  /**
   * Which sign-in this session is: made at each sign-in, kept through token refreshes and shop switches, '' when
   * signed out (and for a session stored before it was kept). A tab tells another tab's sign-in from its own by it
   * (other-tab-session.ts).
   */
  sessionId: string;
}

export const initialAuthState: AuthState = {
  loggedIn: false,
  lineId: '',
  customer: null,
  customers: [],
  account: '',
  orderDefaults: { deliverytype: '', ispayment: '' },
  customerChosen: false,
  sessionId: '',
};

const defaultsOf = (customer: Customer | null): OrderDefaults => ({
  deliverytype: customer?.deliverytype ?? '',
  ispayment: customer?.ispayment == null ? '' : String(customer.ispayment),
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    lineProfileLoaded(state, action: PayloadAction<string>) {
      state.lineId = action.payload;
    },
    accountEntered(state, action: PayloadAction<string>) {
      state.account = action.payload;
    },
    /** Any login answered with a token: a new session. The customer list follows (the list's answer, below). */
    signedIn: {
      reducer(state, action: PayloadAction<{ customer: Customer; sessionId: string }>) {
        const { customer, sessionId } = action.payload;
        state.loggedIn = true;
        state.customer = customer;
        state.customers = [customer];
        state.orderDefaults = defaultsOf(customer);
        state.customerChosen = false;
        state.sessionId = sessionId;
      },
      prepare: ({ customer }: { customer: Customer }) => ({
        payload: { customer, sessionId: nanoid() },
      }),
    },
    customerSelected(state, action: PayloadAction<Id>) {
      const chosen = state.customers.find((c) => sameId(c.id, action.payload));
      if (!chosen) return;
      state.customer = chosen;
      state.orderDefaults = defaultsOf(chosen);
      state.customerChosen = true;
    },
    /** Logout, or the session ended (401, invalid_token). Each shop keeps its cart; order-slice drops the drafts. */
    signedOut(state) {
      state.loggedIn = false;
      // The account typed on /login2 is the session's: the next buyer (another LINE user) must not bind it on /login3.
      state.account = '';
      state.customer = null;
      state.customers = [];
      state.customerChosen = false;
      state.sessionId = '';
    },
  },
  extraReducers: (builder) => {
    // The account's shops, as every sign-in asks for them (api/endpoints/customer.ts). An empty list (a shop not yet
    // bound to LINE) keeps the customer the login returned.
    builder.addMatcher(answerOf('customerList'), (state, { payload }) => {
      if (payload.length === 0) return;
      state.customers = payload;
      const fresh = payload.find((c) => sameId(c.id, state.customer?.id));
      if (fresh) state.customer = fresh;
    });
    // A shop as the server has it now: its detail (/address reads it on every visit), or a change it took (e-mail,
    // addresses: the server's answer is not the customer, so the one sent is kept).
    builder.addMatcher(answerOf('customerDetail'), (state, { payload }) => {
      customerUpdated(state, payload);
    });
    builder.addMatcher(answerOf('updateCustomer'), (state, { meta }) => {
      customerUpdated(state, meta.arg.originalArgs);
    });
  },
});

function customerUpdated(state: AuthState, customer: Customer): void {
  if (sameId(state.customer?.id, customer.id)) state.customer = customer;
  state.customers = state.customers.map((c) => (sameId(c.id, customer.id) ? customer : c));
}

export const { lineProfileLoaded, accountEntered, signedIn, customerSelected, signedOut } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.loggedIn;
export const selectCustomer = (state: WithAuth) => state.auth.customer;
export const selectCustomers = (state: WithAuth) => state.auth.customers;
export const selectLineId = (state: WithAuth) => state.auth.lineId;
export const selectOrderDefaults = (state: WithAuth) => state.auth.orderDefaults;
/** The guard of the bound-only routes: signed in AND the customer carries a non-empty messaging id. */
export const selectIsBound = (state: WithAuth) =>
  state.auth.loggedIn && (state.auth.customer?.lineid ?? '').trim() !== '';
/**
 * The LINE user a session belongs to: the one its shop is bound to, or for a shop not bound yet the one it was signed
 * in with on /login2 ('' when not known, which no LINE user matches).
 */
export const selectSessionLineUser = (state: WithAuth): string =>
  (state.auth.customer?.lineid ?? '').trim() || state.auth.lineId;
export const selectCustomerId = createSelector(selectCustomer, (customer) =>
  customer ? String(customer.id) : null,
);
