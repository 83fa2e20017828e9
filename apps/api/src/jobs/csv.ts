/**
 * CSV (RFC 4180) for exports: CRLF line ends, quotes where a cell needs them, and spreadsheet formula
 * neutralisation: a text cell starting with =, +, -, @, tab or CR would run as a formula in Excel or Sheets
 * (CSV injection), so it gets a leading single quote. Numbers are written as numbers (a rating of -1 stays -1).
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export interface CsvResult {
  data: Buffer;
  /** Data rows written (the header excluded). */
  rowCount: number;
}

/**
 * Writes the header, then each batch of rows as it arrives: the rows are read a batch at a time (keyset), so
 * the database never builds the whole result, and only the encoded text is kept (the file store takes a Buffer).
 */
export async function writeCsv(header: readonly string[], batches: AsyncIterable<readonly CsvValue[][]>): Promise<CsvResult> {
  const chunks: Buffer[] = [Buffer.from(csvLine(header), 'utf8')];
  let rowCount = 0;
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    chunks.push(Buffer.from(rows.map(csvLine).join(''), 'utf8'));
    rowCount += rows.length;
  }
  return { data: Buffer.concat(chunks), rowCount };
}
