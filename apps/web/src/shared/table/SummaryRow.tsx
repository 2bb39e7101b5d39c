import { Table, type TableColumnsType } from 'antd';
import { formatThousands } from '../format.ts';
import type { Row } from './cells.tsx';

interface SummaryRowProps<R extends Row> {
  columns: TableColumnsType<R>;
  /** Totals from the server (`data.summary`), by field. */
  summary: Record<string, number>;
  /** Whether a selection column precedes the data columns. */
  selectable: boolean;
  title: string;
}

/** The totals row under the list: the title in the first cell, each total under its column. */
export function SummaryRow<R extends Row>({ columns, summary, selectable, title }: SummaryRowProps<R>) {
  const keys = columns.map((c) => String(c.key));
  // The title goes in the selection cell, else in the first column unless that column has a total itself.
  const titleInFirst = !selectable && keys.length > 0 && !(keys[0] in summary);
  return (
    <Table.Summary fixed>
      <Table.Summary.Row>
        {selectable && <Table.Summary.Cell index={0}>{title}</Table.Summary.Cell>}
        {keys.map((key, i) => {
          const index = selectable ? i + 1 : i;
          const total = summary[key];
          const text = typeof total === 'number' ? formatThousands(total) : i === 0 && titleInFirst ? title : null;
          return (
            <Table.Summary.Cell key={key} index={index}>
              {typeof total === 'number' ? <strong>{text}</strong> : text}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
