import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';

export interface ChartColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/**
 * One Performance Analytics chart: its title, a summary in words (what a screen reader reads,
 * and useful to everyone), and the chart or, at the press of Table view, the same figures as a
 * table. The drawing itself is hidden from assistive technology: the summary and table say it.
 */
export function ChartCard<Row>({
  title,
  summary,
  chart,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  rows: Row[];
  columns: ChartColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const headingId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="bg-card grid min-w-0 content-start gap-3 rounded-xl border p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <Button
          variant="outline"
          size="sm"
          className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
          aria-pressed={showTable}
          onClick={() => setShowTable((shown) => !shown)}
        >
          <Table2 aria-hidden="true" />
          Table view
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">{summary}</p>
      {showTable ? (
        <div className="min-w-0 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`py-2 pr-3 font-medium last:pr-0 ${column.numeric ? 'text-right' : 'text-left'}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b last:border-0">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.header} scope="row" className="py-2 pr-3 text-left font-normal">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        className={`py-2 pr-3 tabular-nums last:pr-0 ${column.numeric ? 'text-right' : ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div aria-hidden="true" className="h-64 min-w-0">
          {chart}
        </div>
      )}
    </section>
  );
}
