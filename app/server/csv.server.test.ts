import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv.server'

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=1')).toBe(`"'\t=1"`)
  })

  it('neutralises the full-width formula starters a spreadsheet in an East Asian locale runs too', () => {
    expect(csvCell('＝HYPERLINK("http://evil")')).toBe(`"'＝HYPERLINK(""http://evil"")"`)
    for (const start of ['＋', '－', '＠']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`)
  })

  it('quotes and neutralises a formula that starts after a ; or , list separator or a tab', () => {
    expect(csvCell(';=1+1')).toBe(`"';=1+1"`)
    expect(csvCell('Asha;=HYPERLINK("http://evil")')).toBe(`"'Asha;=HYPERLINK(""http://evil"")"`)
    expect(csvCell('Rao,+1')).toBe(`"'Rao,+1"`)
    expect(csvCell('x\t-2')).toBe(`"'x\t-2"`)
    for (const start of ['@', '＝', '＋', '－', '＠']) expect(csvCell(`a;${start}SUM(A1)`)).toBe(`"'a;${start}SUM(A1)"`)
  })

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(csvCell('Asha Rao')).toBe('Asha Rao')
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('Flat 3; Road 2')).toBe('Flat 3; Road 2')
    expect(csvCell(3)).toBe('3')
    expect(csvCell(null)).toBe('')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Jubilee Hills, Hyderabad')).toBe('"Jubilee Hills, Hyderabad"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"')
  })

  it('writes a UTF-8 byte-order mark, a header row and CRLF line ends', () => {
    expect(toCsv(['Name', 'City'], [['Meera', 'Bengaluru ಬೆಂಗಳೂರು']])).toBe(
      '\uFEFFName,City\r\nMeera,Bengaluru ಬೆಂಗಳೂರು\r\n',
    )
  })
})
