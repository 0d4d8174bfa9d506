import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import type { Locale } from '@/lib/i18n/locales'
import { NotInDemoButton } from '@/ui/NotInDemoButton'
import { withHindiAndUrdu } from '../support/languages'
import { renderWithStore } from '../support/render'

withHindiAndUrdu()

describe('a button the demo does not implement', () => {
  it.each([
    ['en-IN', 'Export', 'Not part of this demo'],
    ['hi-IN', 'एक्सपोर्ट', 'इस डेमो में शामिल नहीं'],
    ['ur-IN', 'ایکسپورٹ', 'اس ڈیمو کا حصہ نہیں'],
  ] as const)(
    'is named in %s by the words on it, its label first, so speech input finds it by its label',
    async (locale: Locale, label, reason) => {
      await speak(locale, CATALOGUE_AREAS)
      renderWithStore(<NotInDemoButton label={label} />)
      const button = screen.getByRole('button', { name: `${label} ${reason}` })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).not.toHaveAttribute('aria-label')
      expect(screen.getByText(reason)).toBeVisible()
    },
  )
})
