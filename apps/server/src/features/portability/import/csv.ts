import { parse } from 'csv-parse/sync';
import { ImportFileError } from './import-draft';

export interface CsvRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  values: Record<string, string>;
}

/**
 * The rows of a CSV file with a header line, as column name → value, at
 * most `maxRows` of them: parsing stops after one more (which tells whether
 * there were more), so a file of a million rows costs no more than its
 * start. Quoted fields may span lines; a UTF-8 byte order mark, blank lines
 * and rows with more or fewer fields than the header are tolerated. A file
 * that is no CSV at all (an unclosed quote) is unreadable.
 */
export function parseCsv(
  bytes: Buffer,
  fileName: string,
  maxRows: number,
): { rows: CsvRow[]; more: boolean } {
  try {
    const records = parse<Record<string, string>>(bytes, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: maxRows + 1,
    });
    return {
      rows: records.slice(0, maxRows).map((values, index) => ({ row: index + 2, values })),
      more: records.length > maxRows,
    };
  } catch (error) {
    throw new ImportFileError('unreadable', `${fileName}: ${(error as Error).message}`);
  }
}
