/**
 * Minor currency units (fen, cents) as an amount with two places and thousands separators ("1,253.00"),
 * by integer arithmetic (no floating point): the statement PDF and the statement screens print the same.
 */
export function amountText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
