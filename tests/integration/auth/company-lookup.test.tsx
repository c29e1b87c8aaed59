import { act, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { COMPANY_REGISTRY_URL } from '../../../src/features/auth/company-registry';
import { server } from '../../../src/mocks/node';
import { locationOf, renderApp } from '../../support/render-app';

/** The registry requests the page sends, URL and headers as they left. */
function recordRegistry(answer: () => Response) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  server.use(
    mswHttp.get(COMPANY_REGISTRY_URL, ({ request }) => {
      seen.push({ url: request.url, headers: Object.fromEntries(request.headers) });
      return answer();
    }),
  );
  return seen;
}

const registryUrl = (id: string) =>
  `${COMPANY_REGISTRY_URL}?$format=json&$filter=Business_Accounting_NO%20eq%20${id}&$skip=0&$top=50`;

async function openLogin4() {
  const view = await renderApp('/login4', { signedInAs: 'newshop-unbound' });
  expect(
    await screen.findByRole('heading', { level: 1, name: '您的公司資訊' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  return view;
}

const taxIdField = () => screen.getByRole('textbox', { name: '統一編號' });
const nameField = () => screen.getByRole('textbox', { name: '公司名稱' });

test('the tax id field asks for digits: numeric keyboard, 8 characters at most', async () => {
  await openLogin4();
  expect(taxIdField()).toHaveAttribute('inputmode', 'numeric');
  expect(taxIdField()).toHaveAttribute('maxlength', '8');
});

test('letters are refused with 統一編號格式不正確', async () => {
  const seen = recordRegistry(() => HttpResponse.json([]));
  const { user } = await openLogin4();

  await user.type(taxIdField(), '1234abcd');

  expect(taxIdField()).toHaveAccessibleDescription('統一編號格式不正確');
  expect(taxIdField()).toBeInvalid();
  expect(seen).toEqual([]);
});

test('an 8-digit id failing the checksum says 統一編號格式不正確 and is not looked up', async () => {
  const seen = recordRegistry(() => HttpResponse.json([]));
  const { user } = await openLogin4();

  await user.type(taxIdField(), '12345678');

  expect(taxIdField()).toHaveAccessibleDescription('統一編號格式不正確');
  // Long enough for a lookup to have left; inside act, as the app may still be settling meanwhile.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(seen).toEqual([]);
});

test('a valid id is looked up once it has 8 digits, with a bare request, and fills the company name', async () => {
  const seen = recordRegistry(() =>
    HttpResponse.json([
      {
        Business_Accounting_NO: '04595257',
        Company_Name: '好味餐飲有限公司',
        Company_Status_Desc: '核准設立',
      },
    ]),
  );
  const { user } = await openLogin4();

  await user.type(taxIdField(), '0459525');
  expect(seen).toEqual([]);
  await user.type(taxIdField(), '7');

  await waitFor(() => expect(nameField()).toHaveValue('好味餐飲有限公司'));
  expect(seen).toHaveLength(1);
  expect(seen[0]?.url).toBe(registryUrl('04595257'));
  // No bearer, no tunnel header, no JSON content type: nothing that needs a CORS preflight or leaks the token.
  expect(seen[0]?.headers).not.toHaveProperty('authorization');
  expect(seen[0]?.headers).not.toHaveProperty('ngrok-skip-browser-warning');
  expect(seen[0]?.headers).not.toHaveProperty('content-type');
  expect(taxIdField()).not.toHaveAccessibleDescription('統一編號格式不正確');

  // Another number: the registry's name for the old one goes; a name the buyer typed would stay.
  await user.type(taxIdField(), '{Backspace}');
  expect(nameField()).toHaveValue('');
  await user.type(nameField(), '自己填的名稱');
  await user.type(taxIdField(), '8');
  expect(nameField()).toHaveValue('自己填的名稱');
});

test.each([
  ['fails (CORS refusal, offline)', () => HttpResponse.error()],
  ['answers an empty body', () => new HttpResponse('', { status: 200 })],
  ['answers HTTP 500', () => new HttpResponse('error', { status: 500 })],
])(
  'when the registry %s: 查無公司資料，請手動輸入公司名稱, and the name can be typed',
  async (_name, answer) => {
    recordRegistry(answer);
    const { user } = await openLogin4();

    await user.type(taxIdField(), '22099131');

    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription('查無公司資料，請手動輸入公司名稱'),
    );
    expect(nameField()).toBeEnabled();
    await user.type(nameField(), '阿明小吃');
    expect(nameField()).toHaveValue('阿明小吃');
  },
);

test('下一步 goes to /login2', async () => {
  const { user, router } = await openLogin4();
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await waitFor(() => expect(locationOf(router)).toBe('/login2'));
  expect(await screen.findByRole('textbox', { name: '帳號' })).toBeInTheDocument();
});
