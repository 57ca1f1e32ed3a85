// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel reads the text
// as UTF-8, and every cell that a spreadsheet would run as a formula (one starting with =, +, -, @, a tab or
// a carriage return, or the full-width ＝ ＋ － ＠ that spreadsheets in East Asian locales read as them)
// prefixed with an apostrophe, which spreadsheets show as text.
//
// A spreadsheet whose list separator is `;` (Excel in much of Europe) splits an unquoted cell at each `;`, and
// one reading tabs splits it at each tab, so a formula can also start after one of them (a name `;=1+1`): such
// a cell is prefixed as well, and always quoted, so that no reader splits it.

const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
const formulaAfterSeparator = /[;,\t][=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/

export function csvCell(value: unknown) {
  const text = value === null || value === undefined ? '' : String(value)
  const hidden = formulaAfterSeparator.test(text)
  const safe = hidden || formulaStart.test(text) ? `'${text}` : text
  return hidden || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(header: string[], rows: unknown[][]) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
