/** The numbers behind a chart as a real table, folded away in a disclosure so screen readers and keyboard users get them too. */
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from './scrolling-table.tsx';

export interface ChartTableProps {
  caption: string;
  columns: string[];
  /** One row per category: its label (the row header) and the cells in column order. */
  rows: { label: string; cells: string[] }[];
}

export function ChartDataTable({ caption, columns, rows }: ChartTableProps) {
  const { t } = useTranslation('admin');
  return (
    <details className="chart__data">
      <summary>{t('dashboard.charts.showData')}</summary>
      <ScrollingTable label={caption}>
        <table className="console-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index + 1] ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </details>
  );
}
