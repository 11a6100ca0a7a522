import { SPREADSHEET_MESSAGES } from '../constants.js';
import { badRequest } from '../utils/http-error.js';
import type { Sheet } from './spreadsheet.js';

/**
 * An import's rows as records of the columns the headers name. Headers are matched loosely through `aliases`
 * (lower-case, letters and digits only: "Full Name" is fullname); a column named twice keeps its first header.
 * Cells are trimmed; a row whose named cells are all empty is left out. `present`: the columns the file has.
 */
export function sheetRecords<C extends string>(sheet: Sheet, aliases: Record<string, C>) {
  const columnAt = new Map<number, C>();
  sheet.headers.forEach((header, index) => {
    const column = aliases[header.toLowerCase().replace(/[^a-z0-9]/g, '')];
    if (column && ![...columnAt.values()].includes(column)) columnAt.set(index, column);
  });
  const records: { row: number; values: Partial<Record<C, string>> }[] = [];
  for (const { row, cells } of sheet.rows) {
    const values: Partial<Record<C, string>> = {};
    for (const [index, column] of columnAt) values[column] = (cells[index] ?? '').trim();
    if (Object.values(values).some((value) => value !== '')) records.push({ row, values });
  }
  return { present: new Set(columnAt.values()), records };
}

/** 400 naming the columns the file lacks, each reported on the header row. */
export function missingColumns(missing: string[], headerRow: number) {
  return badRequest(
    SPREADSHEET_MESSAGES.missingColumns(missing),
    missing.map((column) => ({ row: headerRow, field: column, column, message: 'Missing column' })),
  );
}
