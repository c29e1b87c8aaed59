/**
 * Sign-in (docs/backend-contract.md, "Sign-in"). The logins are open calls; each success answers the login result
 * and also sets the token headers, as the real backend may. An IdToken is accepted and ignored: the demo has no LINE
 * channel to verify it with. A LINE user is bound to one account at a time, so loginLine always finds one account.
 */
import { http } from 'msw';
import type { Customer, LoginResult } from '../../api/types';
import { sameId } from '../../domain/id';
import { bearer, tokenHeaders } from '../auth-guard';
import { readFields, text } from '../body';
import { getDb } from '../db';
import { fail, ok, type MockResponse } from '../envelope';
import { issueTokenPair, verifyJwt } from '../jwt';
import type { Account, Db } from '../model';

const findAccount = (db: Db, name: string): Account | undefined =>
  db.accounts.find((a) => a.account.toLowerCase() === name.toLowerCase());

const customersOf = (db: Db, account: Account): Customer[] =>
  db.customers.filter((c) => account.customerIds.some((id) => sameId(id, c.id)));

function loggedIn(db: Db, account: Account, customer: Customer): MockResponse {
  const pair = issueTokenPair(db, account.account);
  const result: LoginResult = { ...pair, customer };
  return ok(result, tokenHeaders(pair));
}

/** The shop to sign in as: the one bound to this LINE user if any, else the account's first shop. */
const preferredCustomer = (customers: Customer[], lineId: string): Customer | undefined =>
  customers.find((c) => lineId !== '' && c.lineid === lineId) ?? customers[0];

export const authHandlers = [
  http.post('*/api/custAuth/login', async ({ request }) => {
    const db = getDb();
    const fields = (await readFields(request)) ?? {};
    const name = text(fields, 'account');
    if (name === '') return fail('請輸入帳號');
    const account = findAccount(db, name);
    const customer = account && preferredCustomer(customersOf(db, account), text(fields, 'LineId'));
    if (account === undefined || customer === undefined) return fail('帳號不存在');
    return loggedIn(db, account, customer);
  }),

  http.post('*/api/custAuth/loginLine', async ({ request }) => {
    const db = getDb();
    const lineId = text((await readFields(request)) ?? {}, 'LineId');
    if (lineId === '') return fail('Line Id 不存在');
    const customer = db.customers.find((c) => c.lineid === lineId);
    const account = db.accounts.find((a) => a.account === customer?.sysaccount);
    if (customer === undefined || account === undefined) return fail('此 LINE 帳號尚未綁定');
    return loggedIn(db, account, customer);
  }),

  http.post('*/api/custAuth/loginLineAccount', async ({ request }) => {
    const db = getDb();
    const fields = (await readFields(request)) ?? {};
    const lineId = text(fields, 'LineId');
    if (lineId === '') return fail('Line Id 不存在');
    const account = findAccount(db, text(fields, 'account'));
    if (account === undefined) return fail('帳號不存在');
    const own = customersOf(db, account);
    // Moving a LINE user to this account unbinds it from any other account's shops.
    db.customers.forEach((c) => {
      if (own.includes(c)) c.lineid = lineId;
      else if (c.lineid === lineId) c.lineid = '';
    });
    const customer = own[0];
    return customer === undefined ? fail('帳號不存在') : loggedIn(db, account, customer);
  }),

  // Open so that logging out works with an expired token; it revokes the refresh token it is shown.
  http.post('*/api/custAuth/loginOut', ({ request }) => {
    const payload = verifyJwt(bearer(request.headers.get('x-authorization')) ?? '');
    if (payload?.typ === 'refresh') getDb().refreshTokens.delete(payload.jti);
    return ok(true);
  }),
];
