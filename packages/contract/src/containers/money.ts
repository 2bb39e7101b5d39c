/**
 * The site's currency when none is set (ISO 4217): every amount of the container accounts is in one currency, the
 * site's (docs/decisions/containers.md "Terms per packaging type, currency, chargeable write-offs").
 */
export const DEFAULT_CURRENCY = 'CNY';

let codes: ReadonlySet<string> | undefined;
/** Whether `code` is an ISO 4217 currency code the runtime knows (three capitals: CNY, USD, JPY…). */
export function isCurrency(code: string): boolean {
  codes ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && codes.has(code);
}

const digitsOf = new Map<string, number>();
/** Decimal places of the currency's minor unit (CNY 2, JPY 0, KWD 3): Intl's, 2 for a code it does not know. */
export function currencyDigits(currency: string): number {
  let d = digitsOf.get(currency);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      d = 2;
    }
    digitsOf.set(currency, d);
  }
  return d;
}

/**
 * Minor currency units (fen, cents) as an amount with the currency's places and thousands separators ("1,253.00";
 * two places when no currency is named), by integer arithmetic (no floating point): the statement PDF and the
 * statement screens print the same.
 */
export function amountText(minor: number, currency?: string): string {
  const digits = currency ? currencyDigits(currency) : 2;
  const unit = 10 ** digits;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / unit)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return digits ? `${sign}${whole}.${String(abs % unit).padStart(digits, '0')}` : `${sign}${whole}`;
}

/** An amount with its currency's code before it ("CNY 1,253.00"), the same in either language. */
export function moneyText(minor: number, currency: string): string {
  return `${currency} ${amountText(minor, currency)}`;
}
