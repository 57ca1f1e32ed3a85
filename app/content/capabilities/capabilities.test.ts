import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Whether the app, its stores, online payment, the wallet, one-time passwords, automatic confirmation and press
// coverage exist is known in one place, this folder (app/content/capabilities/), and only its words may speak of
// them. This
// reads every text a visitor can be shown (content modules, pages and components, mail templates, legal texts,
// blog posts, the text inside our pictures and the script that draws them) and fails on any such word found
// anywhere else, in whatever wording.

const root = path.resolve(import.meta.dirname, '../../..')
const theOnePlace = 'app/content/capabilities/'

const wordsOfWhatExists: Record<string, RegExp[]> = {
  'the app or its stores': [
    /\b(?:the|our|an|in-|mobile|ReelCraft)[ -]?apps?\b/i,
    /\bApp Store\b/i,
    /\b(?:Google )?Play Store\b|\bGoogle Play\b/i,
    /\biOS\b/,
    /\bAndroid\b/,
  ],
  'online payment': [
    /\bonline payments?\b/i,
    /\bpay(?:ing)? online\b/i,
    /\bpayment processors?\b/i,
    /\b(?:secure|protected|safe) payments?\b/i,
    /\bpayments? (?:are |is )?(?:protected|secure|held|encrypted)\b/i,
    /\bbank transfers?\b/i,
    /\bcard (?:or bank )?details\b/i,
  ],
  'the wallet': [/\bwallets?\b/i, /\badd(?:ing)? funds\b/i],
  'one-time passwords': [/\bone[- ]time[- ]passwords?\b/i, /\bOTPs?\b/],
  'automatic confirmation': [
    /\b(?:instant|immediate|automatic)(?:ly)? (?:booking )?confirm/i,
    /\bconfirm(?:s|ed|ation)? (?:instantly|immediately|automatically|at once)\b/i,
    /\b(?:automated|automatic) (?:scheduling|booking)/i,
    /\bwithout (?:anyone chasing|manual back-and-forth)\b/i,
  ],
  'press coverage': [
    /\b(?:press|media|news) coverage\b/i,
    /\bfeatured in\b/i,
    /\bas seen (?:in|on)\b/i,
    /\b(?:written|wrote) about\b/i,
    /\bwhat the press says\b/i,
  ],
}

function filesUnder(folder: string, extensions: string[]): string[] {
  return fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).flatMap((file) => {
    const relative = path.join(folder, file)
    const isSource = extensions.some((extension) => relative.endsWith(extension))
    return isSource && !/\.test\.tsx?$/.test(relative) ? [relative] : []
  })
}

/** Calls whose string arguments name a capability or a claim, not words a visitor reads. */
const namingCalls = new Set(['said', 'isLive'])
/** Attributes that hold names and addresses, not words. */
const namingAttributes = new Set(['className', 'id', 'htmlFor', 'href', 'to', 'src', 'key', 'name', 'type'])

/** The texts of a TypeScript module: its strings, template texts and JSX text, less names and module paths. */
function textsOfModule(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind)
  const texts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && namingCalls.has(node.expression.text)) return
    if (ts.isJsxAttribute(node) && namingAttributes.has(node.name.getText(sourceFile))) return
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) {
      visit(node.initializer)
      return
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text)
    else if (ts.isTemplateExpression(node)) {
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … '))
    } else if (ts.isJsxText(node)) texts.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  // A name in code (an id, a key, an icon's name) is one word in lower case, or words joined by dashes.
  return texts.filter((text) => !/^[a-z][a-zA-Z0-9]*(?:-[a-z0-9]+)*$/.test(text))
}

/** The words of an SVG picture: what is between its tags. */
function textsOfPicture(source: string): string[] {
  return [source.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')]
}

function textsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  if (file.endsWith('.svg')) return textsOfPicture(source)
  if (file.endsWith('.md')) return [source]
  return textsOfModule(file, source)
}

const textSources = [
  ...filesUnder('app', ['.ts', '.tsx', '.md']),
  ...filesUnder('content', ['.md']),
  ...filesUnder('public', ['.svg']),
  'scripts/make-media.ts',
  ...filesUnder('scripts/media', ['.ts']),
].filter((file) => !file.startsWith(theOnePlace))

describe('what exists is said in one place', () => {
  it('reads the sources it should: content, legal texts, blog posts, mail, pages and pictures', () => {
    expect(textSources).toEqual(
      expect.arrayContaining([
        'app/content/features.ts',
        'app/content/legal/terms.md',
        'content/blog/hourly-or-half-day-plan.md',
        'app/leads/waitlist_entries/mail.ts',
        'app/routes/press.tsx',
        'public/images/dashboard-desktop.svg',
        'scripts/media/dashboard.ts',
      ]),
    )
  })

  it('has no word about the app, its stores, payment, the wallet, OTPs, confirmation or press outside it', () => {
    const found = textSources.flatMap((file) =>
      textsOf(file).flatMap((text) =>
        Object.entries(wordsOfWhatExists).flatMap(([subject, patterns]) =>
          patterns.flatMap((pattern) => {
            const match = pattern.exec(text)
            if (!match) return []
            const start = Math.max(0, match.index - 40)
            return [`${file}: ${subject}: …${text.slice(start, match.index + match[0].length + 40).trim()}…`]
          }),
        ),
      ),
    )
    expect(found).toEqual([])
  })
})
