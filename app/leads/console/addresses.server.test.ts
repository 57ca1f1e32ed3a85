import { describe, expect, it } from 'vitest'
import { consoleKind } from '~/leads/console/addresses.server'

function thrown(run: () => unknown) {
  try {
    run()
  } catch (answer) {
    return answer
  }
  throw new Error('expected an answer to be thrown')
}

describe('console addresses', () => {
  it('reads a kind of lead by its name', () => {
    expect(
      consoleKind(new Request('http://site.test/console/leads/partner_applications'), 'partner_applications'),
    ).toBe('partner_applications')
  })

  it('sends a bookmark under a former name to the same page under the kind’s name, with its query', () => {
    const answer = thrown(() =>
      consoleKind(
        new Request('http://site.test/console/leads/partner-applications/7?status=new'),
        'partner-applications',
      ),
    )
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(301)
    expect((answer as Response).headers.get('Location')).toBe('/console/leads/partner_applications/7?status=new')
  })

  it('answers 404 for a name that is neither', () => {
    for (const segment of ['partners', 'toString', '__proto__']) {
      const answer = thrown(() => consoleKind(new Request(`http://site.test/console/leads/${segment}`), segment))
      expect(answer).toMatchObject({ init: { status: 404 } })
    }
  })
})
