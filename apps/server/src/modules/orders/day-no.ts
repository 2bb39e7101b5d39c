/** A document number: `prefix` + yyMMdd (server local day) + a 6-digit sequence (orders, LPNs, tasks). */
export function dayNo(prefix: string, seq: number, now = new Date()): string {
  const day = [now.getFullYear() % 100, now.getMonth() + 1, now.getDate()].map((p) => String(p).padStart(2, '0')).join('');
  return `${prefix}${day}${String(seq).padStart(6, '0')}`;
}
