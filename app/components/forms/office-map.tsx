import { MapPin } from '~/components/icons/map-pin'
import { exampleMarks, isExample } from '~/content/example-marks'
import { useSite } from '~/components/layout/use-site'
import { addressText } from '~/content/site-of'

/**
 * A drawn map of the office's neighbourhood instead of an embedded map frame: nothing is loaded from another
 * host, and once the business has confirmed where it is, a link opens the spot on a full map.
 */
export function OfficeMap() {
  const site = useSite()
  const { street, city } = site.address
  const { latitude, longitude, labels, confirmed } = site.map
  const mapUrl =
    confirmed && site.address.confirmed
      ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
      : null
  return (
    <figure className="overflow-hidden rounded-3xl border border-ink-line bg-ink-raised">
      <svg viewBox="0 0 600 340" role="img" aria-labelledby="office-map-title" className="h-auto w-full">
        <title id="office-map-title">{`Map: ${site.brand} office at ${street}, ${city}${isExample(site.address) ? ` (${exampleMarks.address})` : ''}`}</title>
        <rect width="600" height="340" fill="#15151b" />
        <path d="M0 250 C 140 230, 220 300, 600 260" stroke="#1f3b2d" strokeWidth="60" fill="none" opacity="0.7" />
        <circle cx="110" cy="90" r="46" fill="#173226" opacity="0.8" />
        <g stroke="#2c2c36" strokeWidth="14" strokeLinecap="round" fill="none">
          <path d="M-10 170 H 610" />
          <path d="M300 -10 V 350" />
          <path d="M40 -10 L 560 350" />
        </g>
        <g stroke="#23232b" strokeWidth="6" strokeLinecap="round" fill="none">
          <path d="M-10 60 H 610" />
          <path d="M-10 300 H 610" />
          <path d="M150 -10 V 350" />
          <path d="M460 -10 V 350" />
        </g>
        <g fill="#a3a3ad" fontSize="13" fontFamily="system-ui, sans-serif">
          <text x="312" y="24">
            {labels.road}
          </text>
          <text x="470" y="160">
            {labels.area}
          </text>
          <text x="20" y="160">
            {labels.nextArea}
          </text>
          <text x="74" y="95">
            {labels.landmark}
          </text>
        </g>
        <g transform="translate(300 170)">
          <circle r="26" fill="#ff7a45" opacity="0.25" />
          <circle r="10" fill="#ff7a45" stroke="#0a0a0d" strokeWidth="3" />
        </g>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-5">
        <span className="flex items-start gap-2 text-paper/90">
          <MapPin className="mt-1 size-4 shrink-0 text-accent" />
          {addressText(site.address)}
        </span>
        {mapUrl ? (
          <a href={mapUrl} className="button-secondary" target="_blank" rel="noopener noreferrer">
            Open in a map
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </figcaption>
    </figure>
  )
}
