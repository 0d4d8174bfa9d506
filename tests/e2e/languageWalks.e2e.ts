import { describe, it } from 'vitest'
import { DESKTOP, PHONE, sharedBrowser } from './support/browser'
import { walkThroughTipWire } from './support/languageWalk'

const browser = sharedBrowser()

describe.each(['hi-IN', 'ur-IN'] as const)('a walk through TipWire in %s', (locale) => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'on %s: the public pages, a wrong password, a named and an anonymous tip with a photo, a purchase',
    { timeout: 120_000 },
    (_name, viewport) =>
      walkThroughTipWire(browser(), {
        locale,
        viewport,
        publicPaths: ['/', '/for-users', '/for-newsrooms', '/faq'],
        namedTipFirst: true,
        description: 'पानी की पाइपलाइन फटी',
      }),
  )
})
