import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'

const tag = '<link rel="modulepreload"'
const lowered = `${tag} fetchpriority="low"`

/**
 * Marks React Router's module preloads as low priority. The page arrives fully rendered with its styles,
 * so what a visitor sees first (text, the hero image) should not wait behind the code that makes it
 * interactive (docs/decisions/0006-stylesheet-in-the-page.md).
 */
export function lowPriorityPreloads() {
  const decoder = new StringDecoder('utf8')
  let carry = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = (carry + decoder.write(chunk)).replaceAll(tag, lowered)
      // Hold back an ending that could be the start of a tag split across chunks.
      let keep = Math.min(tag.length - 1, text.length)
      while (keep > 0 && !tag.startsWith(text.slice(-keep))) keep--
      carry = text.slice(text.length - keep)
      done(null, text.slice(0, text.length - keep))
    },
    flush(done) {
      done(null, (carry + decoder.end()).replaceAll(tag, lowered))
    },
  })
}
