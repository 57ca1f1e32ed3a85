import { Marked, type Tokens } from 'marked'
import { claimsOf } from '../capabilities'
import { retentionDays, retentionText } from '../retention'
import type { BusinessFacts } from '../business-schema'
import { iphoneRequirement } from '../promises'
import { cancellationTermsOf, refundBands, refundPhrase } from '../refunds'
import { isExample, shownAs } from '../example-marks'
import { type ContactFacts, addressText, emailText, phoneText, siteOf } from '../site'
import cookiesText from './cookies.md?raw'
import { type CollectedData, type PolicyId, formatPolicyDate, policies } from './policies'
import privacyText from './privacy.md?raw'
import termsText from './terms.md?raw'

export type PolicySection = { id: string; title: string }

export type RenderedPolicy = {
  title: string
  lastUpdated: string
  lastUpdatedLabel: string
  sections: PolicySection[]
  html: string
}

const texts: Record<PolicyId, string> = { privacy: privacyText, terms: termsText, cookies: cookiesText }

/**
 * The facts a policy quotes as they stand: who we are, how to reach us, the grievance officer, the retention
 * periods and the cancellation terms.
 */
export type PolicyFacts = ContactFacts &
  Pick<BusinessFacts, 'grievanceOfficer' | 'retention' | 'cancellation' | 'stores' | 'coverage' | 'figures'>

// The business's facts the texts quote, as they stand (saved in the console); an example phone number, address
// or name says that it is one. The housekeeping job and the refund rule read the same saved periods and terms.
function placeholdersOf(facts: PolicyFacts, collected: readonly CollectedData[] | undefined): Record<string, string> {
  const site = siteOf(facts)
  const { said } = claimsOf(facts)
  const officer = facts.grievanceOfficer
  const { retention } = facts
  const cancellation = cancellationTermsOf(facts)
  const refunds = refundBands(cancellation)
  return {
    // The privacy policy's rows of what each form collects, as the kinds of lead say it; without them the policy
    // has none to write and its text refuses to render (an unknown placeholder).
    ...(collected ? { collected: collected.map(({ where, what }) => `| ${where} | ${what} |`).join('\n') } : {}),
    brand: site.brand,
    company: site.company,
    address: addressText(site.address),
    email: site.email,
    phone: phoneText(site.phone),
    hours: site.hours.label,
    // The periods the housekeeping job enforces, as `{{retention_<period>}}`.
    ...Object.fromEntries(
      Object.entries(retentionDays(facts)).map(([period, days]) => [`retention_${period}`, retentionText(days)]),
    ),
    // Periods the law or our contracts set, which no job of the site enforces.
    retention_invoices: retentionText(retention.invoices.years * 365),
    retention_formerCreators: retentionText(retention.formerCreators.years * 365),
    retention_serverLogs: retentionText(retention.serverLogs.days),
    grievanceName: shownAs(officer, officer.name, 'person'),
    grievanceRole: officer.role,
    grievanceEmail: officer.email,
    fullRefundHours: String(cancellation.fullRefundHoursBefore),
    partialRefundHours: String(cancellation.partialRefundHoursBefore),
    // What the one refund rule gives back in each case (app/content/refunds.ts), so the terms cannot disagree with
    // the pages and mails that read it.
    refundRequest: refundPhrase(refunds.request),
    refundEarly: refundPhrase(refunds.early),
    refundBetween: refundPhrase(refunds.between),
    refundLate: refundPhrase(refunds.late),
    refundByUs: refundPhrase(refunds.byUs),
    freeMoveHours: String(cancellation.freeMoveHoursBefore),
    refundWorkingDays: String(cancellation.refundWorkingDays),
    payments: said('onlinePayment', 'terms'),
    // What the texts say of the app, its one-time passwords and payment, in the words of their present state.
    termsScope: said('app', 'termsScope'),
    termsRequest: said('app', 'termsRequest'),
    termsOnTheDay: said('app', 'termsOnTheDay'),
    termsSoftware: said('app', 'termsSoftware'),
    privacyScope: said('app', 'privacyScope'),
    privacyRecipient: said('onlinePayment', 'privacyRecipient'),
    iphones: iphoneRequirement,
  }
}

// The e-mail addresses the texts link to: an example one is written out with its mark and not linked.
function exampleEmailOf(facts: PolicyFacts, href: string) {
  const { general, press } = facts.email
  const officer = { address: facts.grievanceOfficer.email, confirmed: facts.grievanceOfficer.confirmed }
  return [general, press, officer].find((email) => href === `mailto:${email.address}` && isExample(email))
}

function fillPlaceholders(text: string, placeholders: Record<string, string>) {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => {
    const value = placeholders[key]
    if (value === undefined) throw new Error(`Unknown placeholder ${match} in a policy text`)
    return value
  })
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * A policy's Markdown as HTML, quoting the facts given (as they stand, from the page's loader), with an id on
 * every section heading for the table of contents. The privacy policy also lists what each form collects.
 */
export function renderPolicy(id: PolicyId, facts: PolicyFacts, collected?: readonly CollectedData[]): RenderedPolicy {
  const policy = policies[id]
  const sections: PolicySection[] = []
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens)
        if (depth !== 2) return `<h${depth}>${inner}</h${depth}>\n`
        const title = inner.replace(/<[^>]+>/g, '')
        const sectionId = slug(title)
        sections.push({ id: sectionId, title })
        return `<h2 id="${sectionId}">${inner}</h2>\n`
      },
      link({ href }: Tokens.Link) {
        const example = exampleEmailOf(facts, href)
        return example ? emailText(example) : false
      },
    },
  })
  const html = marked
    .parse(fillPlaceholders(texts[id], placeholdersOf(facts, collected)), { async: false })
    // Wide tables scroll inside their own box on small screens instead of widening the page.
    .replace(/<table>([\s\S]*?)<\/table>/g, (table, inner: string) => {
      const columns = [...inner.matchAll(/<th(?:\s[^>]*)?>([\s\S]*?)<\/th>/g)].map((match) => match[1])
      return `<div class="policy-table" role="region" tabindex="0" aria-label="Table: ${columns.join(', ')}">${table}</div>`
    })
  return {
    title: policy.title,
    lastUpdated: policy.lastUpdated,
    lastUpdatedLabel: formatPolicyDate(policy.lastUpdated),
    sections,
    html,
  }
}
