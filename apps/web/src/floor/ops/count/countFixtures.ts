import type { CountItem, CountTask } from './countTasks.ts';

/** Count items and tasks as the server's detail gives them, for the count's tests. */
export const countItem = (id: number, location: string, sku: string, more: Partial<CountItem> = {}): CountItem => ({
  id,
  locationLabel: location,
  skuLabel: sku,
  itemName: null,
  lotNo: null,
  lpn: null,
  book: 5,
  counted: null,
  found: false,
  ...more,
});

/** Task 3 (CT260101000003) of warehouse WH1, open, with these items. */
export const countTask = (items: CountItem[], more: Partial<CountTask> = {}): CountTask => ({
  id: 3,
  no: 'CT260101000003',
  status: 10,
  blind: false,
  warehouse: 1,
  warehouseLabel: 'WH1',
  scope: 'A-*',
  itemCount: items.length,
  countedCount: 0,
  progress: 0,
  bookShown: true,
  items,
  ...more,
});
