import { render } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { SummaryRow } from './SummaryRow.tsx';

const columns = [
  { key: 'packaging', dataIndex: 'packaging', title: 'Packaging' },
  { key: 'qty', dataIndex: 'qty', title: 'Qty' },
];

function renderTable(selectable: boolean, summary: Record<string, number>) {
  return render(
    <Table
      rowKey="id"
      columns={columns}
      dataSource={[{ id: 1, packaging: 'P', qty: 2 }]}
      rowSelection={selectable ? { selectedRowKeys: [] } : undefined}
      pagination={false}
      summary={() => <SummaryRow columns={columns} summary={summary} selectable={selectable} title="合计" />}
    />,
  );
}

const summaryCells = () => [...document.querySelectorAll('.ant-table-summary td')] as HTMLTableCellElement[];

describe('SummaryRow', () => {
  it('spans the selection cell and the first column with the title', () => {
    renderTable(true, { qty: 1234 });
    const cells = summaryCells();
    expect(cells.map((c) => c.textContent)).toEqual(['合计', '1,234']);
    expect(cells[0]!.colSpan).toBe(2);
  });

  it('keeps the title in the selection cell when the first column has a total', () => {
    renderTable(true, { packaging: 5, qty: 7 });
    const cells = summaryCells();
    expect(cells.map((c) => c.textContent)).toEqual(['合计', '5', '7']);
    expect(cells[0]!.colSpan).toBe(1);
  });

  it('puts the title in the first column without selection', () => {
    renderTable(false, { qty: 3 });
    expect(summaryCells().map((c) => c.textContent)).toEqual(['合计', '3']);
  });
});
