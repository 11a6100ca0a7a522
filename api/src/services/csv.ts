/** A CSV quoted cell that never closes; `record` is its 1-based record number. */
export class CsvQuoteError extends Error {
  constructor(readonly record: number) {
    super(`Record ${record}: a quoted cell is not closed`);
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of a file: an Excel "sep=X" first line, else whichever of comma, semicolon and tab occurs
 * most often outside quotes in the first line (spreadsheets in many locales save CSV with semicolons).
 * `body` is the text without the "sep=" line.
 */
export function csvDialect(text: string): { delimiter: string; body: string } {
  const sep = /^sep=([,;\t|])\r?\n/.exec(text);
  if (sep) return { delimiter: sep[1], body: text.slice(sep[0].length) };
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return { delimiter: best, body: text };
}

/**
 * Records of a CSV text (RFC 4180): cells may be quoted, `""` inside quotes is one quote, quoted cells may
 * hold delimiters and line breaks; records end with CRLF, LF or CR; a final line break adds no record.
 * Like spreadsheets, text after a closing quote is kept and a quote inside an unquoted cell is literal.
 */
export function* csvRecords(text: string, delimiter = ','): Generator<string[]> {
  const boundary = new RegExp(`[${delimiter === '\t' ? '\\t' : delimiter.replace(/[\\\]^-]/g, '\\$&')}\\r\\n]`, 'g');
  const until = (from: number) => {
    boundary.lastIndex = from;
    return boundary.exec(text)?.index ?? text.length;
  };
  let at = 0;
  let record = 0;
  while (at < text.length) {
    record++;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (text[at] === '"') {
        at++;
        for (;;) {
          const quote = text.indexOf('"', at);
          if (quote < 0) throw new CsvQuoteError(record);
          cell += text.slice(at, quote);
          at = quote + 1;
          if (text[at] !== '"') break;
          cell += '"';
          at++;
        }
      }
      const end = until(at);
      cells.push(cell + text.slice(at, end));
      at = end;
      if (text[at] !== delimiter) break;
      at++;
    }
    if (text[at] === '\r') at += text[at + 1] === '\n' ? 2 : 1;
    else if (text[at] === '\n') at++;
    yield cells;
  }
}
