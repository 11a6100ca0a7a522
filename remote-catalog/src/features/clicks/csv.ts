import { saveBlob } from '@app/shared';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading apostrophe
 * (the same rule as the API's exports). Plain signed numbers such as "-12.5" stay as they are.
 */
export function neutraliseFormula(text: string): string {
  return /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text)) ? `'${text}` : text;
}

const cell = (value: string | number) => {
  const text = neutraliseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV (CRLF lines), every cell neutralised. */
export function toCsv(header: string[], rows: Array<Array<string | number>>): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Downloads the table as a CSV file (UTF-8 with a byte order mark, so spreadsheets read accents right). */
export function downloadCsv(fileName: string, header: string[], rows: Array<Array<string | number>>): void {
  saveBlob(new Blob(['\ufeff', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
