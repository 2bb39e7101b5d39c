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

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The totals row under the list: the title in the first cell, each total under its column.
 * With a selection column, the title spans it and the first column (the narrow checkbox cell
 * alone would break "合计" over two lines) unless that column has a total itself.
 */
export function SummaryRow<R extends Row>({ columns, summary, selectable, title }: SummaryRowProps<R>) {
  const keys = columns.map((c) => String(c.key));
  const titleInFirst = keys.length > 0 && !(keys[0]! in summary);
  const offset = selectable ? 1 : 0;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row>
        {selectable && (
          <Table.Summary.Cell index={0} colSpan={titleInFirst ? 2 : 1}>
            <span style={NOWRAP}>{title}</span>
          </Table.Summary.Cell>
        )}
        {keys.map((key, i) => {
          if (i === 0 && selectable && titleInFirst) return null; // spanned by the title cell
          const total = summary[key];
          const text = typeof total === 'number' ? formatThousands(total) : i === 0 && titleInFirst ? title : null;
          return (
            <Table.Summary.Cell key={key} index={i + offset}>
              {typeof total === 'number' ? <strong>{text}</strong> : text}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
