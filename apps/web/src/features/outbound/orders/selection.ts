import type { Row } from '../../../shared/table/cells.tsx';

/**
 * The selected list rows that can be allocated (the status allows it), as the dialog takes them,
 * in id order (the order the server allocates them in). Others stay selected but are left out, so
 * one cancelled order in the selection does not make the server refuse the whole call.
 */
export function selectedForAllocation(rows: readonly Row[], allowed: (status: number) => boolean) {
  return rows
    .filter((r) => allowed(Number(r.status)))
    .map((r) => ({ id: Number(r.id), no: String(r.no) }))
    .sort((a, b) => a.id - b.id);
}
