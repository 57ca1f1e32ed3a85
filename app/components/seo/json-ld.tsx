import { jsonLdText } from '~/pages/seo'

/**
 * Structured data for search engines. A JSON-LD block is data, never run, so the Content-Security-Policy
 * does not apply to it and it needs no nonce.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
