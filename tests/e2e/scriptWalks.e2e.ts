import { describe, it } from 'vitest'
import { DESKTOP, PHONE, sharedBrowser } from './support/browser'
import { walkThroughTipWire, type Translated } from './support/languageWalk'

const browser = sharedBrowser()

// A tip as its sender would write it, in the language's own script.
const DESCRIPTIONS = {
  'bn-IN': 'জলের পাইপ ফেটে রাস্তায় জল জমেছে',
  'mr-IN': 'पाण्याची पाइपलाइन फुटून रस्त्यावर पाणी साचले',
  'ta-IN': 'குடிநீர் குழாய் உடைந்து சாலையில் தண்ணீர் தேங்கியது',
  'te-IN': 'మంచినీటి పైపు పగిలి రోడ్డుపై నీరు నిలిచింది',
  'ml-IN': 'കുടിവെള്ള പൈപ്പ് പൊട്ടി റോഡിൽ വെള്ളം കെട്ടി',
} satisfies Partial<Record<Translated, string>>

// Every later language once on a phone, with touch; at 1280 px one language a script family that
// Hindi's and Urdu's walks (languageWalks.e2e.ts) leave out: Bengali for the eastern Nagari
// script, Malayalam, whose words run longest, for the southern scripts, which Tamil and Telugu
// share with it. Each walk takes 15-25 s on two busy cores.
const WALKS = [
  ...Object.keys(DESCRIPTIONS).map((locale) => [locale, 'phone'] as const),
  ['bn-IN', 'desktop'] as const,
  ['ml-IN', 'desktop'] as const,
] as [keyof typeof DESCRIPTIONS, 'phone' | 'desktop'][]

describe('a walk through TipWire in each later language', () => {
  it.each(WALKS)(
    '%s on %s: the landing page, a wrong password, an anonymous tip with a photo, a purchase',
    { timeout: 120_000 },
    (locale, device) =>
      walkThroughTipWire(browser(), {
        locale,
        viewport: device === 'phone' ? PHONE : DESKTOP,
        publicPaths: ['/'],
        namedTipFirst: false,
        description: DESCRIPTIONS[locale],
      }),
  )
})
