import XLSX from 'xlsx';

export type Cell = string | number | boolean | Date | null | undefined;

/** The first sheet's rows as header -> value objects ('' for empty cells). Throws if unreadable. */
export function readSheet(buffer: Buffer, extension: string): Record<string, Cell>[] {
  const isCsv = extension === '.csv';
  // CSV cells stay text (so '+91 98...' or '007' survive); Excel dates come back as Date.
  const workbook = XLSX.read(isCsv ? buffer.toString('utf8').replace(/^\uFEFF/, '') : buffer, {
    type: isCsv ? 'string' : 'buffer',
    raw: isCsv,
    cellDates: true,
    dense: true,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<Record<string, Cell>>(sheet, { defval: '', raw: true, blankrows: true });
}

/** An .xlsx file with one sheet built from rows of values (first row: headers). */
export function xlsxBuffer(sheetName: string, rows: unknown[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** One CSV line (RFC 4180 quoting); text that a spreadsheet would run as a formula gets a leading quote. */
export function csvLine(values: unknown[]): string {
  return (
    values
      .map((value) => {
        let text = value === null || value === undefined ? '' : String(value);
        if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text))) text = `'${text}`;
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(',') + '\r\n'
  );
}
