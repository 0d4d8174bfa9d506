import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { MediaAttachments } from '@features/attachments'
import { fileRemoved } from '@features/attachments/attachmentsSlice'
import { discardQuestion } from '@features/coverEditor/coverTexts'
import { DiscardChangesDialog } from '@/ui/DiscardChangesDialog'
import { CATALOGUE_AREAS } from '@/lib/i18n/catalogueAreas'
import { speak } from '@/lib/i18n/catalogues'
import { isolatedRightToLeft } from '../../support/languages'
import { renderWithStore } from '../../support/render'
import { readyAttachment, withAttachments } from './readyAttachment'

const noop = () => undefined

/** The photo editor's question before Cancel throws `areas` away, in the active language. */
const discardDialog = (areas: number) => (
  <DiscardChangesDialog
    open
    question={discardQuestion(areas)}
    outcome=""
    onKeepEditing={noop}
    onDiscard={noop}
  />
)

afterEach(async () => {
  await speak('en-IN', CATALOGUE_AREAS)
})

/** A checked photo that reveals a place and a date, covered twice, beside a refused file. */
const files = withAttachments(
  [
    readyAttachment({
      name: 'market.jpg',
      size: 2048,
      chosenSize: 2048,
      hiddenDetails: {
        location: { latitude: 12.97158, longitude: 77.59456 },
        date: '2026:03:14 09:41:00',
      },
      removeHiddenDetails: false,
      coveredAreas: 2,
    }),
  ],
  {
    refusals: {
      photo: [{ id: 'b', name: 'notes.txt', reason: 'wrongKind' }],
      video: [],
      audio: [],
    },
  },
)

describe('the files and the cover editor in Hindi and Urdu', () => {
  it('speak Hindi: limits, refusals, cards, hidden details, the live region and the editor', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const { store } = renderWithStore(<MediaAttachments />, { preloadedState: files })
    expect(screen.getByRole('checkbox', { name: 'फ़ोटो' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'फ़ोटो चुनें' })).toHaveAccessibleDescription(
      'अधिकतम 10 फ़ोटो, हर एक 25 MB तक (JPEG, PNG, WebP, HEIC, AVIF)',
    )
    const refused = screen.getByRole('list', { name: 'फ़ोटो फ़ाइलें जो नहीं जोड़ी गईं' })
    expect(refused).toHaveTextContent(
      'notes.txt नहीं जोड़ी गई: यह JPEG, PNG, WebP, HEIC या AVIF फ़ोटो नहीं है।',
    )
    const card = within(screen.getByRole('list', { name: 'चुनी गई फ़ोटो फ़ाइलें' }))
    expect(card.getByText(/^JPEG फ़ोटो/)).toBeVisible()
    expect(card.getByText('ढका गया: 2 हिस्से')).toBeVisible()
    expect(card.getByText('जगह: 12.97, 77.59 के पास')).toBeVisible()
    expect(card.getByText('बनाई गई: 14 मार्च 2026, 09:41')).toBeVisible()
    expect(screen.queryByText('Media (optional)')).not.toBeInTheDocument()
    expect(screen.queryByText('Hidden details in this file')).not.toBeInTheDocument()

    act(() => {
      store.dispatch(fileRemoved({ id: 'a' }))
    })
    expect(screen.getByRole('status')).toHaveTextContent('market.jpg हटाई गई।')

    renderWithStore(discardDialog(2))
    expect(await screen.findByRole('dialog', { name: '2 हिस्से छोड़ दें?' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'बदलाव जारी रखें' })).toBeVisible()
    // A card, its live region and a dialog's transition in one test.
  })

  it('speak Urdu, with its own digits', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    renderWithStore(<MediaAttachments />, { preloadedState: files })
    expect(screen.getByRole('button', { name: 'تصاویر منتخب کریں' })).toHaveAccessibleDescription(
      `زیادہ سے زیادہ ۱۰ تصاویر، ہر ایک ${isolatedRightToLeft('۲۵ MB')} تک (JPEG، PNG، WebP، HEIC، اور AVIF)`,
    )
    expect(
      screen.getByRole('list', { name: 'تصویری فائلیں جو شامل نہیں کی گئیں' }),
    ).toHaveTextContent(
      'notes.txt شامل نہیں کی گئی: یہ JPEG، PNG، WebP، HEIC، یا AVIF تصویر نہیں ہے۔',
    )
    const card = within(screen.getByRole('list', { name: 'منتخب تصویری فائلیں' }))
    expect(card.getByText('ڈھانپا گیا: ۲ حصے')).toBeVisible()
    expect(card.getByText('اس فائل میں پوشیدہ تفصیلات')).toBeVisible()
    expect(
      card.getByRole('button', { name: 'market.jpg میں چہرے اور تفصیلات ڈھانپیں' }),
    ).toBeVisible()
    expect(screen.queryByText('Media (optional)')).not.toBeInTheDocument()

    renderWithStore(discardDialog(1))
    expect(await screen.findByRole('dialog', { name: '۱ حصہ چھوڑ دیں؟' })).toBeVisible()
  })
})

/** A 2,196-byte JPEG, cleaned of its place, device and date. */
const cleanedPhoto = withAttachments([
  readyAttachment({ id: 'c', cleaned: { removed: ['location', 'device', 'date'], remaining: [] } }),
])

describe("a card's size and what cleaning removed, as each language writes them", () => {
  /** The card, found in its picker's list of chosen files, named in the page's language. */
  const renderCard = (listName: string) => {
    renderWithStore(<MediaAttachments />, { preloadedState: cleanedPhoto })
    return within(screen.getByRole('list', { name: listName }))
  }

  it('in English: a dot between format and size, commas alone between kinds', () => {
    const card = renderCard('Chosen photo files')
    expect(card.getByText('JPEG photo ·').parentElement).toHaveTextContent(/^JPEG photo · 2.1 kB$/)
    expect(card.getByText('Removed: location, device, date')).toBeVisible()
  })

  it('in Hindi, the same way', async () => {
    await speak('hi-IN', CATALOGUE_AREAS)
    const card = renderCard('चुनी गई फ़ोटो फ़ाइलें')
    expect(card.getByText('JPEG फ़ोटो ·').parentElement).toHaveTextContent(/^JPEG फ़ोटो · 2.1 kB$/)
    expect(card.getByText('हटाया गया: जगह, डिवाइस, तारीख़')).toBeVisible()
  })

  it('in Urdu: its comma, not a dot that reads as its zero, and the size isolated', async () => {
    await speak('ur-IN', CATALOGUE_AREAS)
    const card = renderCard('منتخب تصویری فائلیں')
    const size = card.getByText(isolatedRightToLeft('۲٫۱ kB'))
    expect(size.parentElement).toHaveTextContent(`JPEG تصویر، ${isolatedRightToLeft('۲٫۱ kB')}`)
    const removed = card.getByText(/^ہٹایا گیا:/)
    expect(removed).toHaveTextContent('ہٹایا گیا: مقام، ڈیوائس، اور تاریخ')
    expect(removed.textContent).not.toContain(',')
  })
})
