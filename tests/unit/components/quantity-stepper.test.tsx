import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  QuantityStepper,
  type QuantityStepperMessages,
} from '../../../src/components/quantity-stepper';

const messages: QuantityStepperMessages = {
  decrease: '減少數量',
  increase: '增加數量',
  invalid: '請輸入數字，已還原',
  tooLarge: '數量最多 99,999',
  invalidMultiple: '訂購倍數必須大於 0',
};

function renderStepper(
  start: number,
  multiple: number,
  props: { narrow?: boolean; offMultiple?: string } = {},
) {
  const changes: number[] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <>
        <QuantityStepper
          value={value}
          multiple={multiple}
          label="數量"
          messages={
            props.offMultiple === undefined
              ? messages
              : { ...messages, offMultiple: props.offMultiple }
          }
          narrow={props.narrow}
          onChange={(q) => {
            changes.push(q);
            setValue(q);
          }}
        />
        <button type="button">elsewhere</button>
      </>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), input: screen.getByRole('textbox', { name: '數量' }), changes };
}

test('shows the quantity with 2 decimals and a decimal keypad', () => {
  const { input } = renderStepper(5, 5);
  expect(input).toHaveValue('5.00');
  expect(input).toHaveAttribute('inputmode', 'decimal');
});

test('typed full-width ２．５ with multiple 0.5 snaps to 2.50 on blur', async () => {
  const { user, input, changes } = renderStepper(0.5, 0.5);
  await user.clear(input);
  await user.type(input, '２．５');
  await user.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(input).toHaveValue('2.50');
  expect(changes).toEqual([2.5]);
  expect(screen.queryByText(messages.invalid)).not.toBeInTheDocument();
});

test('an odd typed value snaps to the nearest multiple on Enter, ties up', async () => {
  const { user, input, changes } = renderStepper(5, 5);
  await user.clear(input);
  await user.type(input, '12.5{Enter}');
  expect(input).toHaveValue('15.00');
  expect(changes).toEqual([15]);
});

test.each(['1e3', '-2', 'abc', ''])(
  'typed %j reverts to the previous quantity and says why',
  async (typed) => {
    const { user, input, changes } = renderStepper(3, 1);
    await user.clear(input);
    if (typed !== '') await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue('3.00');
    expect(changes).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入數字，已還原');
    expect(input).toHaveAccessibleDescription('請輸入數字，已還原');
  },
);

test('a value above 99,999 is capped to the largest multiple and says so', async () => {
  const { user, input, changes } = renderStepper(1, 2);
  await user.clear(input);
  await user.type(input, '1000000{Enter}');
  expect(input).toHaveValue('99998.00');
  expect(changes).toEqual([99998]);
  expect(screen.getByRole('alert')).toHaveTextContent('數量最多 99,999');
});

test('plus and minus step by the multiple and never go below 0', async () => {
  const { user, input, changes } = renderStepper(0.5, 0.5);
  await user.click(screen.getByRole('button', { name: '增加數量' }));
  expect(input).toHaveValue('1.00');
  await user.click(screen.getByRole('button', { name: '減少數量' }));
  await user.click(screen.getByRole('button', { name: '減少數量' }));
  expect(input).toHaveValue('0.00');
  expect(screen.getByRole('button', { name: '減少數量' })).toBeDisabled();
  expect(changes).toEqual([1, 0.5, 0]);
});

test.each([0, -1, Number.NaN])(
  'a multiple of %s disables every control and says 訂購倍數必須大於 0, without announcing it as an alert',
  (multiple) => {
    renderStepper(0, multiple);
    expect(screen.getByText('訂購倍數必須大於 0')).toBeVisible();
    // It is there from the first render: part of the product, read with the field, not an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '數量' })).toHaveAccessibleDescription(
      '訂購倍數必須大於 0',
    );
    expect(screen.getByRole('textbox', { name: '數量' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '增加數量' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '減少數量' })).toBeDisabled();
  },
);

test('the buttons are at least 44 px', () => {
  renderStepper(1, 1);
  const plus = screen.getByRole('button', { name: '增加數量' });
  expect(getComputedStyle(plus).width).toBe('44px');
  expect(getComputedStyle(plus).height).toBe('44px');
});

describe("各店訂購: a quantity that goes to a shop's server cart at once (messages.offMultiple given)", () => {
  const refusing = { offMultiple: '須為 2 的倍數，未送出' };

  test('a value off the multiple is refused, not snapped: it says why and changes nothing', async () => {
    const { user, input, changes } = renderStepper(4, 2, refusing);
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('須為 2 的倍數，未送出');
    expect(input).toHaveValue('4.00');
    expect(input).toHaveAccessibleDescription('須為 2 的倍數，未送出');
    expect(changes).toEqual([]);
  });

  test('a typed whole number of multiples is taken, full-width digits too, and says nothing', async () => {
    const { user, input, changes } = renderStepper(0, 0.5, refusing);
    await user.clear(input);
    await user.type(input, '２．５{Enter}');
    expect(changes).toEqual([2.5]);
    expect(input).toHaveValue('2.50');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  test.each(['100000', '123456', '99999.5'])(
    'typed %s, above 99,999: refused too (nothing sent), and says the most it can be',
    async (typed) => {
      const { user, input, changes } = renderStepper(2, 2, refusing);
      await user.clear(input);
      await user.type(input, `${typed}{Enter}`);
      expect(screen.getByRole('alert')).toHaveTextContent('數量最多 99,999');
      expect(input).toHaveValue('2.00');
      expect(changes).toEqual([]);
    },
  );

  test('a line kept off the multiple: typing its own quantity again changes nothing and says nothing', async () => {
    const { user, input, changes } = renderStepper(3, 2, refusing);
    await user.clear(input);
    await user.type(input, '3{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('3.00');
    expect(changes).toEqual([]);
    // Plus goes to the next whole number of multiples, which the server takes: 4, not 5.
    await user.click(screen.getByRole('button', { name: '增加數量' }));
    expect(changes).toEqual([4]);
  });

  test('narrow: the field first across the column, minus and plus below it, each 44 px; Tab goes field, minus, plus', async () => {
    const { user, input } = renderStepper(1, 1, { ...refusing, narrow: true });
    const minus = screen.getByRole('button', { name: '減少數量' });
    const plus = screen.getByRole('button', { name: '增加數量' });
    // eslint-disable-next-line testing-library/no-node-access -- the layout has no role: the box the controls sit in
    const grid = minus.parentElement;
    expect(grid).not.toBeNull();
    expect(getComputedStyle(grid as HTMLElement).display).toBe('grid');
    // eslint-disable-next-line testing-library/no-node-access -- the field's own box, where its place in the grid is set
    const fieldRoot = input.closest('.MuiInputBase-root') as HTMLElement;
    expect(getComputedStyle(fieldRoot).gridColumn.replaceAll(' ', '')).toBe('1/-1');
    expect(getComputedStyle(plus).width).toBe('44px');
    expect(getComputedStyle(minus).height).toBe('44px');
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(minus).toHaveFocus();
    await user.tab();
    expect(plus).toHaveFocus();
  });
});
