/**
 * The lines an order carries: a cart line stepped down to 0 stays in the cart (the buyer may step it up again) but is
 * never ordered, nor counted as a line to send.
 */
export const orderedLines = <Line extends { productquantity: number }>(
  lines: readonly Line[],
): Line[] => lines.filter((line) => line.productquantity > 0);
