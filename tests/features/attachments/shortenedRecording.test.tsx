import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { MediaAttachments } from '@features/attachments'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { renderWithStore } from '../../support/render'
import { readyAttachment, withAttachments } from './readyAttachment'

afterEach(async () => {
  await speak('en-IN', CATALOGUE_AREAS)
})

/** An AMR recording cleaned of 32 bytes between its frames: about a frame that may be lost. */
const recording = readyAttachment({
  kind: 'audio',
  name: 'ward-12.amr',
  size: 4561,
  chosenSize: 4561,
  format: 'amr',
  hiddenDetails: { other: true },
  previewable: false,
  cleaned: {
    removed: ['other'],
    remaining: [],
    shortened: { sentMs: 2980, originalMs: 3000 },
  },
})

const card = () => within(screen.getByRole('list', { name: 'Chosen audio files' }))

describe('a recording sent shorter than it was chosen', () => {
  it('says so on its card, with both lengths, before it is sent', () => {
    renderWithStore(<MediaAttachments />, { preloadedState: withAttachments([recording]) })
    expect(card().getByText('Removed: other data')).toBeVisible()
    expect(
      card().getByText(
        'Part of this file could not be read as sound and is left out, so the recording may be sent shorter: 2.98 secs of about 3.00 secs.',
      ),
    ).toBeVisible()
  })

  it('says nothing of it once a named source sends the file as chosen', () => {
    renderWithStore(<MediaAttachments />, {
      preloadedState: withAttachments([{ ...recording, removeHiddenDetails: false }]),
    })
    expect(card().getByText('Other data')).toBeVisible()
    expect(card().queryByText(/could not be read as sound/)).not.toBeInTheDocument()
  })

  it('says so in Hindi and in Urdu, with Urdu digits', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { unmount } = renderWithStore(<MediaAttachments />, {
      preloadedState: withAttachments([recording]),
    })
    expect(
      screen.getByText(
        'इस फ़ाइल का कुछ हिस्सा आवाज़ के रूप में पढ़ा नहीं जा सका और छोड़ दिया गया है, इसलिए रिकॉर्डिंग छोटी भेजी जा सकती है: लगभग 3.00 से॰ में से 2.98 से॰।',
      ),
    ).toBeVisible()
    unmount()
    await speak('ur-IN', CATALOGUE_AREAS)
    renderWithStore(<MediaAttachments />, { preloadedState: withAttachments([recording]) })
    expect(
      screen.getByText(
        'اس فائل کا کچھ حصہ آواز کے طور پر پڑھا نہیں جا سکا اور چھوڑ دیا گیا ہے، اس لیے ریکارڈنگ چھوٹی بھیجی جا سکتی ہے: تقریباً ۳٫۰۰ سیکنڈ میں سے ۲٫۹۸ سیکنڈ۔',
      ),
    ).toBeVisible()
  })
})
