import type { BusinessFacts } from './business-schema'
import { figureWords } from './figures'
import { pressReleases } from './press'
import { iphoneRequirement, promises } from './promises'
import { type Site, emailText, mailtoHref, phoneText, siteOf } from './site-of'
import { teamFrom } from './team'

// The press kit: one self-contained HTML file (logos drawn inline, so it works offline) made from the same
// content the site shows: who we are, our figures, our founders and our announcements, from the business's facts
// as they stand.

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function mark(background: string, play: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="96" height="96"><rect x="5" y="2" width="22" height="28" rx="6" fill="${background}"/><path d="M13 11v10l8-5z" fill="${play}"/></svg>`
}

function wordmark(site: Site, text: string, background: string, play: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="300" height="60"><rect x="2" y="2" width="27" height="36" rx="8" fill="${background}"/><path d="M12 13v14l10-7z" fill="${play}"/><text x="40" y="29" font-family="system-ui, sans-serif" font-weight="700" font-size="24" fill="${text}">${escapeHtml(site.brand)}</text></svg>`
}

/** An example entry's note, in brackets after its words; nothing once the business has confirmed it. */
function noted(note: string | undefined) {
  return note ? ` (${escapeHtml(note)})` : ''
}

/** The press e-mail address, linked once the business has confirmed it and written out as an example until then. */
function pressEmail(site: Site) {
  const href = mailtoHref(site.emails.press)
  const text = escapeHtml(emailText(site.emails.press))
  return href ? `<a href="${href}">${text}</a>` : text
}

/** What a press kit downloaded during a preview says first: that it shows unsaved changes. */
export type PreviewMark = { label: string; text: string }

/**
 * The press kit as one HTML file, with the business's facts as they stand; `preview` marks a kit made with an
 * administrator's unsaved changes, so a copy downloaded then never passes for the real one.
 */
export function pressKitHtml(saved: BusinessFacts, preview: PreviewMark | null = null) {
  const site = siteOf(saved)
  const facts = { ...figureWords(saved.figures), ...promises }
  const founders = teamFrom(saved.team).filter((member) => /founder/i.test(member.designation))
  const figures = [
    ['Reel-makers in the network', facts.reelMakers],
    ['Reels delivered', facts.reelsDelivered],
    ['Events covered', facts.events],
    ['Photos delivered', facts.photosDelivered],
    ['Average rating', facts.rating],
    ['Delivery', `about ${facts.deliveryMinutes} minutes after the shoot`],
    ['Cities', facts.cities.join(', ')],
    ['Next', facts.expansionPlan],
  ]
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(site.brand)} press kit</title>
<style>
body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1.25rem;line-height:1.6;color:#16161c}
h1,h2{line-height:1.2} h2{margin-top:2.5rem;border-top:1px solid #ddd;padding-top:1.5rem}
.logos{display:flex;flex-wrap:wrap;gap:1rem}.logos figure{margin:0;padding:1rem;border:1px solid #ddd;border-radius:.75rem}
.dark{background:#0a0a0d}.swatch{display:inline-block;width:1rem;height:1rem;border-radius:.25rem;vertical-align:middle;margin-right:.5rem}
dt{font-weight:600}dd{margin:0 0 .75rem}
</style>
</head>
<body>
${preview ? `<p role="note"><strong>${escapeHtml(preview.label)}</strong>: ${escapeHtml(preview.text)}</p>\n` : ''}<h1>${escapeHtml(site.brand)} press kit</h1>
<p>${escapeHtml(site.description)}</p>
<p><strong>Press contact:</strong> ${pressEmail(site)}, ${escapeHtml(phoneText(site.pressPhone))}</p>

<h2>About ${escapeHtml(site.brand)}</h2>
<p>${escapeHtml(site.company)} books professional reel-makers, who shoot on an ${iphoneRequirement}, for weddings, corporate events, quick events and brand or personal shoots. Edited reels are delivered about ${facts.deliveryMinutes} minutes after the shoot. ${escapeHtml(site.brand)} is based in ${escapeHtml(site.address.city)}, ${escapeHtml(site.address.region)}, ${escapeHtml(site.address.country)}.</p>

<h2>Figures</h2>
<dl>
${figures.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>

<h2>Founders</h2>
<dl>
${founders.map((member) => `<dt>${escapeHtml(member.name)}${noted(member.exampleNote)}, ${escapeHtml(member.designation)}</dt><dd>${escapeHtml(member.bio)}</dd>`).join('\n')}
</dl>

<h2>Announcements</h2>
<ul>
${pressReleases(saved)
  .map(
    (release) =>
      `<li><strong>${escapeHtml(release.date)}:</strong> ${escapeHtml(release.title)}${noted(release.exampleNote)}. ${escapeHtml(release.summary)}</li>`,
  )
  .join('\n')}
</ul>

<h2>Logos</h2>
<p>Please use the logo as drawn here, on dark or light backgrounds, with clear space of at least the height of the play mark around it. Save any logo with your browser's "save image" or copy it as SVG from this file.</p>
<div class="logos">
<figure class="dark">${wordmark(site, '#f5f4f0', '#ff7a45', '#1a0d06')}<figcaption style="color:#f5f4f0">On dark</figcaption></figure>
<figure>${wordmark(site, '#0a0a0d', '#ff7a45', '#1a0d06')}<figcaption>On light</figcaption></figure>
<figure class="dark">${mark('#ff7a45', '#1a0d06')}<figcaption style="color:#f5f4f0">Mark</figcaption></figure>
</div>
<p><span class="swatch" style="background:#ff7a45"></span>Accent #FF7A45 &nbsp; <span class="swatch" style="background:#0a0a0d"></span>Ink #0A0A0D &nbsp; <span class="swatch" style="background:#f5f4f0;border:1px solid #ccc"></span>Paper #F5F4F0</p>
</body>
</html>
`
}

/** The name the press kit is saved under. */
export function pressKitFileName(site: Site) {
  return `${site.brand.toLowerCase()}-press-kit.html`
}
