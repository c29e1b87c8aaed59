/**
 * Admin.NET's dictionaries. Open calls: labels are not secret and the app may load them before sign-in.
 * An unknown type answers an empty list, as the real DataList does.
 */
import { http } from 'msw';
import { getDb } from '../db';
import { ok } from '../envelope';

export const dictHandlers = [
  http.get('*/api/sysDictType/allDictList', () => ok(getDb().dictionaries)),

  http.get('*/api/sysDictData/DataList/:type', ({ params }) => {
    const type = typeof params.type === 'string' ? params.type : '';
    const dictionary = getDb().dictionaries.find(
      (d) => d.code.toLowerCase() === type.toLowerCase(),
    );
    return ok(dictionary?.children ?? []);
  }),
];
