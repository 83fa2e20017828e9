/**
 * CSV (RFC 4180) for exports, written by csv-stringify as a stream: CRLF line ends, quotes where a cell needs
 * them (and around edge spaces), dates in ISO 8601. Text starting with =, +, -, @, tab or CR would run as a
 * formula in Excel or Sheets (CSV injection), so it gets a leading single quote; numbers stay numbers (a
 * rating of -1 is data, not a formula).
 */
import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises a spreadsheet formula in a text cell; other values pass unchanged. */
export function neutralise(value: CsvValue): CsvValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvStream {
  /** The encoded file, produced batch by batch as the consumer (the file store) reads it. */
  stream: Readable;
  /** Data rows written so far (the header excluded): the total once the stream has ended. */
  rowCount(): number;
}

/**
 * The header, then each batch of rows as it arrives: rows are read a batch at a time (keyset) and written
 * through, so neither the database nor this process ever holds the whole file. `beforeBatch` runs before each
 * batch is read (the runner checks it still holds the job there) and may throw to stop the file.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvValue[][]>, beforeBatch?: () => Promise<void>): CsvStream {
  let rows = 0;
  async function* records() {
    yield [...header];
    const iterator = batches[Symbol.asyncIterator]();
    for (;;) {
      await beforeBatch?.();
      const next = await iterator.next();
      if (next.done) return;
      for (const row of next.value) {
        rows += 1;
        yield row.map(neutralise);
      }
    }
  }
  const stringifier = stringify({
    record_delimiter: 'windows',
    // A lone CR or LF needs quotes too (the library quotes only its own record delimiter, CRLF).
    quoted_match: [/^\s|\s$/, /[\r\n]/],
    cast: { date: (value) => value.toISOString(), boolean: (value) => String(value) },
  });
  // pipeline() carries a failure of the source (a database error, a lost lease) to the consumer.
  const stream = pipeline(Readable.from(records()), stringifier, () => undefined);
  return { stream, rowCount: () => rows };
}
