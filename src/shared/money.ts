/**
 * Money as the product writes it, in pages, e-mails, contracts and PDFs alike: US dollars
 * (spec §9, "Amounts are shown in dollars"). The one place the format is decided.
 */
const toTheCent = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function toNumber(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : 0;
}

/** '1500.5' or 1500.5 → '$1,500.50': to the cent, as money is charged. Not a number → '$0.00'. */
export function formatUsd(amount: string | number): string {
  return toTheCent.format(toNumber(amount));
}

/** '12500' → '$12,500', '99.5' → '$99.50': cents only when there are some. Not a number → '$0'. */
export function formatDollars(amount: string | number): string {
  const value = toNumber(amount);
  return Number.isInteger(value) ? wholeDollars.format(value) : toTheCent.format(value);
}
