import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ShopStepper } from '../../../src/features/every-shop/shop-stepper';
import { i18nWith } from '../../support/i18n-with';
import { everyShopTexts } from '../../../src/features/every-shop/texts/every-shop';

function renderStepper(start: number, multiple: number) {
  const changes: number[] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <ShopStepper
        value={value}
        multiple={multiple}
        label="板橋店 松阪豬 的數量"
        disabled={false}
        onChange={(q) => {
          changes.push(q);
          setValue(q);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18nWith(everyShopTexts)}>
      <Harness />
    </I18nextProvider>,
  );
  const input = screen.getByRole('textbox', { name: '板橋店 松阪豬 的數量' });
  return { user: userEvent.setup(), input, changes };
}

test("plus and minus step by the multiple and never below 0 (the cart's rules)", async () => {
  const { user, input, changes } = renderStepper(0, 0.5);
  expect(screen.getByRole('button', { name: '減少數量' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '增加數量' }));
  await user.click(screen.getByRole('button', { name: '增加數量' }));
  await user.click(screen.getByRole('button', { name: '減少數量' }));
  expect(changes).toEqual([0.5, 1, 0.5]);
  expect(input).toHaveValue('0.50');
});

test('a typed whole number of multiples is taken, full-width digits too', async () => {
  const { user, input, changes } = renderStepper(0, 0.5);
  await user.clear(input);
  await user.type(input, '２．５{Enter}');
  expect(changes).toEqual([2.5]);
  expect(input).toHaveValue('2.50');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('a value off the multiple is refused, not snapped: it says why and changes nothing', async () => {
  const { user, input, changes } = renderStepper(4, 2);
  await user.clear(input);
  await user.type(input, '5{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('須為 2 的倍數，未送出');
  expect(input).toHaveValue('4.00');
  expect(input).toHaveAccessibleDescription('須為 2 的倍數，未送出');
  expect(changes).toEqual([]);
});

test("not a number ('1e3', letters) reverts and says so; above 99,999 is capped and says so", async () => {
  const { user, input, changes } = renderStepper(2, 1);
  await user.clear(input);
  await user.type(input, '1e3{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(
    '請輸入數字（可含小數點），已還原為原本的數量',
  );
  expect(input).toHaveValue('2.00');
  await user.clear(input);
  await user.type(input, '123456{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('數量最多 99,999');
  expect(changes).toEqual([99999]);
});

test('a product whose multiple is 0 cannot be ordered: everything is off and the field says why', () => {
  renderStepper(0, 0);
  expect(screen.getByRole('textbox', { name: '板橋店 松阪豬 的數量' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '增加數量' })).toBeDisabled();
  expect(screen.getByText('訂購倍數必須大於 0')).toBeInTheDocument();
});
