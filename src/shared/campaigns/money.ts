/** Ad money is shown in one currency, INR, formatted by Intl (docs/product.md#screens: the preview uses INR). */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

export function formatInr(amount: number): string {
  return inr.format(amount);
}
