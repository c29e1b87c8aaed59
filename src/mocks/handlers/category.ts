/** The category list: flat, each with its parentid (null = top level). Open, like the dictionaries. */
import { http } from 'msw';
import { getDb } from '../db';
import { ok } from '../envelope';

export const categoryHandlers = [http.get('*/api/category/list', () => ok(getDb().categories))];
