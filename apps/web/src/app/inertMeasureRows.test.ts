import { describe, expect, it } from 'vitest';
import { inertMeasureRows } from './inertMeasureRows.ts';

describe('inertMeasureRows', () => {
  it('makes the measure rows present and added later inert, and nothing else', async () => {
    document.body.innerHTML = '<table><tbody><tr class="ant-table-measure-row"></tr><tr class="row"></tr></tbody></table>';
    const observer = inertMeasureRows();
    const table = document.createElement('table');
    table.innerHTML = '<tbody><tr class="ant-table-measure-row"><td><input type="checkbox"></td></tr></tbody>';
    document.body.append(table);
    await Promise.resolve();
    const rows = [...document.querySelectorAll('tr')];
    expect(rows.map((r) => r.hasAttribute('inert'))).toEqual([true, false, true]);
    observer.disconnect();
  });
});
