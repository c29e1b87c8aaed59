/** Code lists and dictionaries. */
import { api } from '../api';
import type { CodeItem, Dictionary } from '../types';
import { isRecord } from '../../domain/is-record';

/** When the delivery methods cannot be loaded, one option stands in for them. */
export const DELIVERY_METHOD_FALLBACK: CodeItem = { code: 'error', value: 'Error fetching data' };

/** A code may arrive as a number: both sides become text. */
const codeItemsOf = (result: unknown): CodeItem[] =>
  Array.isArray(result)
    ? result.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null) return [];
        const code: unknown = Reflect.get(item, 'code');
        const value: unknown = Reflect.get(item, 'value');
        const asText = (v: unknown) =>
          typeof v === 'number' ? v.toString() : typeof v === 'string' ? v : null;
        const [codeText, valueText] = [asText(code), asText(value)];
        return codeText !== null && valueText !== null
          ? [{ code: codeText, value: valueText }]
          : [];
      })
    : [];

const dictionariesOf = (result: unknown): Dictionary[] =>
  Array.isArray(result)
    ? result.filter(
        (d): d is Dictionary =>
          isRecord(d) && typeof d.code === 'string' && Array.isArray(d.children),
      )
    : [];

export const dictApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllDictList: build.query<Dictionary[], undefined>({
      query: () => ({ url: '/api/sysDictType/allDictList', method: 'GET' }),
      transformResponse: dictionariesOf,
      // The dictionaries are cached for the browser session (the dict slice reacts to this answer, sessionStorage).
      providesTags: [{ type: 'Dict', id: 'ALL' }],
    }),
    getDeliveryMethods: build.query<CodeItem[], undefined>({
      query: () => ({ url: '/api/sysDictData/DataList/Delivery_method', method: 'GET' }),
      transformResponse: codeItemsOf,
      providesTags: [{ type: 'DeliveryMethod', id: 'LIST' }],
    }),
  }),
});

export const { useGetAllDictListQuery, useGetDeliveryMethodsQuery } = dictApi;
