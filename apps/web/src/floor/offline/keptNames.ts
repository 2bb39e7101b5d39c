/** The names reads are kept under: one place, so a screen's OfflineHint names what its list hook reads. */
export const keptName = {
  /** Inbound orders in these statuses (receive, put-away). */
  ibOrders: (statuses: readonly number[]) => `ibOrders.${statuses.join(',')}`,
  /** Open and started outbound tasks of a type (pick, pack, seal). */
  obTasks: (type: string) => `obTasks.${type}`,
  countTasks: 'countTasks',
  /** A count task's detail with its items, once opened. */
  countTask: (id: number) => `countTask.${id}`,
  /** The count task the worker has open, to come back to after a reload. */
  countOpen: 'countOpen',
} as const;
