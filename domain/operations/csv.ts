/**
 * CSV for spreadsheet exports: RFC 4180 (CRLF rows, quotes doubled, fields with a comma, quote or line break in
 * quotes) with a guard against formula injection: a cell a spreadsheet would run as a formula gets a leading apostrophe.
 */

/** First characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (or a DDE call). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return csvRow(header) + rows.map(csvRow).join('');
}
