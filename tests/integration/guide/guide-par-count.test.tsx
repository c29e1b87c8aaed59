import { act, screen, waitFor, within } from '@testing-library/react';
import { customerSelected, selectCustomerId } from '../../../src/store/session/auth-slice';
import { captureRequests } from '../../support/capture-requests';
import { renderApp } from '../../support/render-app';
import { seedDemo } from '../orders/orders-support';
import { chickenInCartLambDropped, seedProduct } from './guide-support';

beforeEach(() => {
  seedDemo();
});

const rows = () => within(screen.getByRole('list', { name: '常用清單' })).getAllByRole('listitem');
const names = () => rows().map((li) => within(li).getByRole('heading', { level: 2 }).textContent);
const row = (name: string) =>
  rows().find((li) => within(li).queryByRole('heading', { level: 2, name }) !== null) ??
  (() => {
    throw new Error(`no row ${name}`);
  })();
const onHand = (name: string) => within(row(name)).getByRole('textbox', { name: `現有 ${name}` });
const par = (name: string) => within(row(name)).getByRole('textbox', { name: `安全量 ${name}` });
const addButton = () => screen.getByRole('button', { name: /^加入購物車（\d+ 項）$/ });

async function openGuide(who: 'demo' | 'chain' = 'demo') {
  const view = await renderApp('/guide', { signedInAs: who });
  await screen.findAllByRole('heading', { level: 2 });
  return view;
}

async function countMode(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('switch', { name: '盤點' }));
}

test('盤點: 現有 and 安全量 give 建議 on the order multiple; a 0 row is unticked, a bad entry says why', async () => {
  const { user } = await openGuide();
  expect(screen.queryByRole('textbox', { name: /^現有 / })).not.toBeInTheDocument();
  await countMode(user);

  // 梅花豬肉片: KG on a 0.5 multiple, par from 常訂 1.00. We keep 10, we have 2.7: order 7.5.
  expect(par('梅花豬肉片')).toHaveValue('1');
  expect(onHand('梅花豬肉片')).toHaveValue('');
  expect(onHand('梅花豬肉片')).toHaveAttribute('inputmode', 'decimal');
  expect(row('梅花豬肉片')).toHaveTextContent('建議 1 KG');
  await user.clear(par('梅花豬肉片'));
  await user.type(par('梅花豬肉片'), '10');
  await user.type(onHand('梅花豬肉片'), '2.7');
  expect(row('梅花豬肉片')).toHaveTextContent('建議 7.5 KG');

  // 雞胸肉 is counted in 箱: whole numbers. 5 on hand of a par of 3: nothing to order, unticked.
  expect(onHand('雞胸肉')).toHaveAttribute('inputmode', 'numeric');
  await user.type(onHand('雞胸肉'), '5');
  expect(row('雞胸肉')).toHaveTextContent('建議 0 箱');
  expect(within(row('雞胸肉')).getByRole('checkbox', { name: '選取 雞胸肉' })).not.toBeChecked();

  // A bad entry says why beside its field, and only its own row is left out.
  await user.type(onHand('杏鮑菇'), '-1');
  expect(onHand('杏鮑菇')).toHaveAccessibleDescription('請輸入 0 以上的數字');
  expect(row('杏鮑菇')).not.toHaveTextContent('建議');
  expect(within(row('杏鮑菇')).getByRole('checkbox')).not.toBeChecked();
  await user.type(onHand('法式羊排'), '1.5');
  expect(onHand('法式羊排')).toHaveAccessibleDescription('請輸入整數');
  expect(addButton()).toHaveAccessibleName('加入購物車（10 項）');

  // Fixed, the row counts again.
  await user.clear(onHand('杏鮑菇'));
  await user.type(onHand('杏鮑菇'), '0');
  expect(onHand('杏鮑菇')).not.toHaveAccessibleDescription();
  expect(within(row('杏鮑菇')).getByRole('checkbox')).toBeChecked();
  expect(addButton()).toHaveAccessibleName('加入購物車（11 項）');
});

test('盤點: 加入購物車 adds each ticked row at its 建議, with the guide’s rules and summary', async () => {
  const { user, store } = await openGuide();
  await countMode(user);
  await user.clear(par('梅花豬肉片'));
  await user.type(par('梅花豬肉片'), '10');
  await user.type(onHand('梅花豬肉片'), '2.7');
  await user.type(onHand('雞胸肉'), '5');
  await user.clear(par('豬絞肉'));
  await user.type(par('豬絞肉'), '6');
  await user.type(onHand('豬絞肉'), '0.5');
  // A bad entry blocks nothing else.
  await user.type(onHand('杏鮑菇'), 'x');
  const capture = captureRequests();

  await user.click(addButton());

  const added = names().filter((name) => name !== '雞胸肉' && name !== '杏鮑菇');
  expect(await screen.findByRole('alert')).toHaveTextContent(`已加入購物車：${added.join('、')}`);
  const lines = store.getState().cart.linesByCustomer['101'] ?? [];
  const quantities = Object.fromEntries(lines.map((l) => [l.productname, l.productquantity]));
  expect(Object.keys(quantities)).toEqual(added);
  // par − on hand, rounded up: 7.3 → 7.5 on 0.5; 5.5 → 6 on 1. Uncounted rows: nothing on hand, their par (常訂).
  expect(quantities['梅花豬肉片']).toBe(7.5);
  expect(quantities['豬絞肉']).toBe(6);
  await waitFor(async () => {
    const sent = (await capture.calls())
      .filter((r) => r.call === 'POST /api/shoppingcart/add')
      .map((r) => r.body as { productname: string; productquantity: number });
    expect(sent).toHaveLength(added.length);
    expect(sent.find((b) => b.productname === '梅花豬肉片')?.productquantity).toBe(7.5);
    expect(sent.find((b) => b.productname === '豬絞肉')?.productquantity).toBe(6);
  });
  // Now in the cart: the guide's rule, 已在購物車, and no count fields to fill.
  await waitFor(() =>
    expect(within(row('梅花豬肉片')).getByText('已在購物車')).toBeInTheDocument(),
  );
  expect(within(row('梅花豬肉片')).queryByRole('textbox')).not.toBeInTheDocument();
});

test('a typed par is remembered for the shop on the phone; on hand starts empty each time', async () => {
  const first = await openGuide();
  await countMode(first.user);
  await first.user.clear(par('梅花豬肉片'));
  await first.user.type(par('梅花豬肉片'), '12.5');
  await first.user.type(onHand('梅花豬肉片'), '3');
  expect(JSON.parse(window.localStorage.getItem('sorting-app:guidePar') ?? 'null')).toEqual({
    version: 1,
    shops: [{ customerid: '101', pars: { [String(seedProduct('梅花豬肉片').id)]: 12.5 } }],
  });
  first.unmount();

  // Opened again: the par is the shop's, on hand starts empty.
  const again = await openGuide();
  await countMode(again.user);
  expect(par('梅花豬肉片')).toHaveValue('12.5');
  expect(onHand('梅花豬肉片')).toHaveValue('');
  expect(row('梅花豬肉片')).toHaveTextContent('建議 12.5 KG');
});

test('a chain: a par typed for one shop is not the par of the same product in another shop', async () => {
  const { user, store } = await openGuide('chain');
  const shopA = selectCustomerId(store.getState());
  if (shopA === null) throw new Error('the chain has no shop selected');
  const shopB = shopA === '302' ? 301 : 302;
  const inA = names();
  const switchTo = async (shop: string | number) => {
    act(() => {
      store.dispatch(customerSelected(shop));
    });
    await waitFor(() => expect(selectCustomerId(store.getState())).toBe(String(shop)));
    await screen.findAllByRole('heading', { level: 2 });
  };
  await switchTo(shopB);
  const shared = names().find((name) => inA.includes(name));
  if (shared === undefined) throw new Error('the chain’s shops share no usual product');
  await countMode(user);
  const usualInB = (par(shared) as HTMLInputElement).value;

  await switchTo(shopA);
  await countMode(user);
  await user.clear(par(shared));
  await user.type(par(shared), '77');

  await switchTo(shopB);
  await countMode(user);
  expect(par(shared)).toHaveValue(usualInB);
  expect(usualInB).not.toBe('77');

  await switchTo(shopA);
  await countMode(user);
  expect(par(shared)).toHaveValue('77');
});

test('盤點 keeps the guide’s rules: 已在購物車 and 已停售 rows have no count and are named in the summary', async () => {
  chickenInCartLambDropped();
  const { user } = await openGuide();
  await waitFor(() => expect(within(row('雞胸肉')).getByText('已在購物車')).toBeInTheDocument());
  await countMode(user);
  expect(within(row('雞胸肉')).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(row('法式羊排')).queryByRole('textbox')).not.toBeInTheDocument();

  await user.click(addButton());

  const added = names().filter((name) => name !== '雞胸肉' && name !== '法式羊排');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `已加入購物車：${added.join('、')}；已在購物車中，未重複加入：雞胸肉；商品已停售，無法加入：法式羊排`,
  );
});
