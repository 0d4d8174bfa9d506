import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { amrCases } from '../lib/media/amrRecordings'
import { decodedSeconds } from '../lib/media/decoders'
import { logIn, openPage, sharedBrowser, untilPhotoReady } from './support/browser'

const browser = sharedBrowser()

const fixture = (name: string) => resolve('tests/fixtures/media', name)

type Kind = 'photo' | 'video' | 'audio'

/** Each kind's checkbox, picker and list of cards, as the form names them. */
const PICKERS = {
  photo: { checkbox: 'Photo', picker: 'Choose photos', list: 'Chosen photo files' },
  video: { checkbox: 'Video', picker: 'Choose a video', list: 'Chosen video files' },
  audio: { checkbox: 'Audio', picker: 'Choose an audio file', list: 'Chosen audio files' },
} as const satisfies Record<Kind, object>

/** How Debian's Chromium shows the file: a decoded thumbnail, a player, or no preview. */
type Preview = 'picture' | 'player' | 'none'

interface PhoneFile {
  file: string
  kind: Kind
  /** What the card says the bytes are. */
  format: string
  /** The neutral name of an anonymous tip. */
  sentAs: string
  preview: Preview
  /** What the card lists, a line each, with anonymity and removal off. */
  reveals: string[]
  /** What the card lists after "Removed: " once the hidden details are gone. */
  removed: string
  /** The program named inside the picture or sound data, which is sent unchanged. */
  encoder?: string
}

const phoneFile = (
  file: string,
  kind: Kind,
  format: string,
  sentAs: string,
  preview: Preview,
  texts: Pick<PhoneFile, 'reveals' | 'removed' | 'encoder'>,
): PhoneFile => ({ file, kind, format, sentAs, preview, ...texts })

const WHEN = 'Taken: 14 March 2026, 09:41'
const BENGALURU = 'Location: near 12.97, 77.59'
const LONDON = 'Location: near 51.50, -0.12'
const IPHONE = 'Device: Apple iPhone 15 Pro'
const PIXEL_PHOTO = [
  BENGALURU,
  'Device: Google Pixel 8 Pro',
  WHEN,
  'Software: HDR+ 1.0.641377693zd',
]
const IPHONE_VIDEO = [BENGALURU, IPHONE, WHEN, 'Owner: Asha Rao']
const MARKET_FIRE = ['Owner: Asha Rao', 'Title or comment: Market fire']

const IPHONE_HEIC = phoneFile('iphone.heic', 'photo', 'HEIC photo', 'photo-1.heic', 'picture', {
  reveals: [LONDON, IPHONE, WHEN, 'Owner: Mei Lin', 'A thumbnail picture'],
  removed: 'location, device, date, software, owner, thumbnail',
})

const VOICE_3GP = phoneFile('voice.3gp', 'audio', '3GP audio file', 'audio.3gp', 'none', {
  reveals: ['Taken: 2026', 'Owner: Asha Rao', 'Title or comment: Ward 12 meeting'],
  removed: 'date, software, owner, title or comment',
})

// product.md §7: the formats phones make, each named by its bytes, cleaned and sent neutrally.
const PHONE_FILES = [
  IPHONE_HEIC,
  phoneFile('grid.heic', 'photo', 'HEIC photo', 'photo-1.heic', 'picture', {
    reveals: [
      LONDON,
      IPHONE,
      WHEN,
      'Owner: Mei Lin',
      'Title or comment: Birthday at Mei Lin’s',
      'An HDR layer',
    ],
    removed: 'location, device, date, software, owner, title or comment, the HDR layer',
  }),
  phoneFile('photo.avif', 'photo', 'AVIF photo', 'photo-1.avif', 'picture', {
    reveals: [LONDON, IPHONE, WHEN, 'Owner: Mei Lin'],
    removed: 'location, device, date, software, owner',
  }),
  phoneFile('motion-photo.jpg', 'photo', 'JPEG photo', 'photo-1.jpg', 'picture', {
    reveals: [...PIXEL_PHOTO, `The short video inside this photo (${IPHONE_VIDEO.join('; ')})`],
    removed: 'location, device, date, software, the short video inside this photo',
  }),
  phoneFile('ultra-hdr.jpg', 'photo', 'JPEG photo', 'photo-1.jpg', 'picture', {
    reveals: [...PIXEL_PHOTO, 'An HDR layer'],
    removed: 'location, device, date, software, the HDR layer',
  }),
  // H.263 video and AMR sound: Chromium plays neither.
  phoneFile('feature-phone.3gp', 'video', '3GP video', 'video.3gp', 'none', {
    reveals: [BENGALURU, 'Owner: Asha Rao', 'Title or comment: Ward 12 tanker'],
    removed: 'location, software, owner, title or comment',
  }),
  phoneFile('hevc-silent.mp4', 'video', 'MP4 video', 'video.mp4', 'none', {
    reveals: IPHONE_VIDEO,
    removed: 'location, device, date, software, owner',
  }),
  // The same picture with AAC sound: Chromium opens it, plays the sound and draws no picture.
  phoneFile('hevc-with-sound.mp4', 'video', 'MP4 video', 'video.mp4', 'none', {
    reveals: IPHONE_VIDEO,
    removed: 'location, device, date, software, owner',
  }),
  phoneFile('screen-recording.webm', 'video', 'WebM video', 'video.webm', 'player', {
    reveals: [
      'Location: near 51.51, -0.13',
      'Software: Chrome',
      'Owner: Jane Roe',
      'Title or comment: Screen recording of the ledger',
    ],
    removed: 'location, software, owner, title or comment',
  }),
  phoneFile('tagged.mkv', 'video', 'MKV video', 'video.mkv', 'player', {
    reveals: [
      'Location: near 51.51, -0.13',
      IPHONE,
      WHEN,
      'Software: Lavf',
      'Owner: Jane Roe',
      'Title or comment: Tip about the harbour',
      'A thumbnail picture',
    ],
    removed: 'location, device, date, software, owner, title or comment, thumbnail',
  }),
  VOICE_3GP,
  // A line of text an app appended after the sound.
  phoneFile('voice.amr', 'audio', 'AMR audio file', 'audio.amr', 'none', {
    reveals: ['Other data'],
    removed: 'other data',
  }),
  phoneFile('voice.aac', 'audio', 'AAC audio file', 'audio.aac', 'player', {
    reveals: [
      BENGALURU,
      WHEN,
      'Software: Voice Recorder 4.2',
      'Owner: Asha Rao',
      'Title or comment: Ward 12 meeting',
    ],
    // FFmpeg's name in the first frame's fill element is zeroed with it: software is removed.
    removed: 'location, date, software, owner, title or comment',
  }),
  phoneFile('recording.flac', 'audio', 'FLAC audio file', 'audio.flac', 'player', {
    reveals: [
      BENGALURU,
      'Device: ZOOM H5',
      WHEN,
      'Software: reference libFLAC 1.4.3 20230623',
      ...MARKET_FIRE,
      'A thumbnail picture',
      'Other data',
    ],
    removed: 'location, device, date, software, owner, title or comment, thumbnail, other data',
  }),
  phoneFile('voice-note.opus', 'audio', 'Ogg audio file', 'audio.ogg', 'player', {
    reveals: [
      BENGALURU,
      'Device: Google Pixel 8',
      WHEN,
      'Software: WhatsApp Voice 2.24.6',
      ...MARKET_FIRE,
      'A thumbnail picture',
    ],
    removed: 'location, device, date, software, owner, title or comment, thumbnail',
  }),
  phoneFile('vorbis.ogg', 'audio', 'Ogg audio file', 'audio.ogg', 'player', {
    reveals: [
      BENGALURU,
      'Device: Google Pixel 8',
      WHEN,
      'Software: Lavc libvorbis',
      ...MARKET_FIRE,
    ],
    removed: 'location, device, date, software, owner, title or comment',
  }),
  phoneFile('flac-in-ogg.oga', 'audio', 'Ogg audio file', 'audio.ogg', 'player', {
    reveals: [BENGALURU, WHEN, 'Software: Lavc flac', ...MARKET_FIRE, 'A thumbnail picture'],
    removed: 'location, date, software, owner, title or comment, thumbnail',
  }),
]

async function openDashboard({ anonymous }: { anonymous: boolean }) {
  const watched = await openPage(browser())
  await logIn(watched.page, 'user')
  if (anonymous) await watched.page.getByRole('switch', { name: 'Submit anonymously' }).check()
  return watched
}

/**
 * Chooses the fixture in its kind's picker and gives its card once checked: what it reveals or
 * what was removed is shown. A refusal fails at once, with its sentence.
 */
async function choose(page: Page, { file, kind, format }: PhoneFile) {
  const { checkbox, picker, list } = PICKERS[kind]
  await page.getByRole('checkbox', { name: checkbox }).check()
  await page.getByLabel(picker).setInputFiles(fixture(file))
  const card = page.getByRole('list', { name: list }).getByRole('listitem')
  const refusals = page.getByRole('list', { name: /files not added$/ }).getByRole('listitem')
  const checked = card.getByText(/^Removed: |^Hidden details in this file$/)
  await checked.or(refusals).first().waitFor()
  expect(await refusals.allTextContents()).toEqual([])
  await card.getByText(`${format} ·`).waitFor()
  return card
}

/** A picture has decoded when the browser knows its size; a player, when it knows the length. */
async function expectPreview(card: Locator, { file, kind, preview }: PhoneFile) {
  if (preview === 'none') {
    await card.getByText('No preview in this browser').waitFor()
    expect(await card.locator('img, video, audio').count()).toBe(0)
  } else if (kind === 'photo') {
    const picture = card.getByRole('img', { name: file })
    await picture.waitFor()
    const width = await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)
    expect(width).toBeGreaterThan(0)
  } else {
    const player = kind === 'audio' ? card.getByLabel(file, { exact: true }) : card.locator('video')
    const duration = await player.evaluate(
      (media: HTMLMediaElement) =>
        new Promise<number>((done) => {
          if (media.readyState >= HTMLMediaElement.HAVE_METADATA) done(media.duration)
          else media.addEventListener('loadedmetadata', () => done(media.duration))
        }),
    )
    expect(duration).toBeGreaterThan(0)
  }
}

/** The card once cleaned: what went, and what stays inside the picture or sound data. */
async function expectCleaned(card: Locator, { kind, removed, encoder }: PhoneFile) {
  await card.getByText(`Removed: ${removed}`, { exact: true }).waitFor()
  if (encoder) {
    const data = kind === 'audio' ? 'sound' : 'video'
    const sentence = `Left in: the ${data} data itself holds the name of the app that recorded it. TipWire sends that data unchanged.`
    await card.getByText(sentence, { exact: true }).waitFor()
    await card.getByText(`The name it holds: ${encoder}`, { exact: true }).waitFor()
  }
  expect(await card.getByRole('list', { name: 'Hidden details in this file' }).count()).toBe(0)
}

async function submitTip(page: Page) {
  await page.getByLabel('Description').fill('Tanker water sold off at the ward office')
  await page.getByRole('button', { name: 'Submit Tip' }).click()
  await page.getByRole('heading', { name: 'Tip Submitted Successfully!' }).waitFor()
}

describe('the files phones make, in a real browser', () => {
  it.each(PHONE_FILES)(
    'names $file by its bytes ($format), lists what it reveals once a named source switches removal off, and cleans it and sends it as $sentAs once the tip turns anonymous',
    async (phoneFile) => {
      const { page, context, problems } = await openDashboard({ anonymous: false })
      const card = await choose(page, phoneFile)
      await expectCleaned(card, phoneFile)
      expect(await card.textContent()).not.toContain('Sent as')
      await card
        .getByRole('switch', { name: `Remove hidden details from ${phoneFile.file}` })
        .uncheck()
      const reveals = card.getByRole('list', { name: 'Hidden details in this file' })
      expect(await reveals.getByRole('listitem').allTextContents()).toEqual(phoneFile.reveals)

      await page.getByRole('switch', { name: 'Submit anonymously' }).check()
      await expectCleaned(card, phoneFile)
      await card.getByText(`Sent as ${phoneFile.sentAs}`, { exact: true }).waitFor()
      await expectPreview(card, phoneFile)
      await submitTip(page)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('refuses a voice recording (.3gp, sound only) chosen as a video, naming the Audio picker, which takes it', async () => {
    const { page, context, problems } = await openDashboard({ anonymous: false })
    await page.getByRole('checkbox', { name: 'Video' }).check()
    await page.getByLabel('Choose a video').setInputFiles(fixture('voice.3gp'))
    const refusals = page.getByRole('list', { name: 'Video files not added' })
    await refusals
      .getByText('voice.3gp was not added: it holds sound only. Choose it under Audio.', {
        exact: true,
      })
      .waitFor()
    await refusals.getByRole('button', { name: 'Take voice.3gp off the list' }).click()
    await expectCleaned(await choose(page, VOICE_3GP), VOICE_3GP)
    await submitTip(page)
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows an HEVC video the same with sound as without: no preview here, never a player without a picture', async () => {
    const { page, context, problems } = await openDashboard({ anonymous: false })
    const cards = []
    for (const file of ['hevc-silent.mp4', 'hevc-with-sound.mp4']) {
      const phoneFile = PHONE_FILES.find((candidate) => candidate.file === file) as PhoneFile
      // The second video replaces the first: its card is the one named for it, while the
      // first's may still be leaving.
      const card = (await choose(page, phoneFile)).filter({ hasText: file })
      await card.getByText(file, { exact: true }).waitFor()
      await expectCleaned(card, phoneFile)
      await expectPreview(card, phoneFile)
      // This browser cannot decode HEVC: the card says why it cannot be covered here.
      await card.getByText(/cannot show this video's picture/).waitFor()
      // The same card but for the file's name and size.
      cards.push((await card.textContent())?.replaceAll(file, 'NAME').replace(/[\d.]+ kB/, 'SIZE'))
    }
    expect(cards[1]).toBe(cards[0])
    expect(problems).toEqual([])
    await context.close()
  })

  it('covers a HEIC photo, makes it a JPEG and sends it as photo-1.jpg', async () => {
    const { page, context, problems } = await openDashboard({ anonymous: true })
    const card = await choose(page, IPHONE_HEIC)
    await card.getByText('Sent as photo-1.heic', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Cover faces and details in iphone.heic' }).click()
    const editor = page.getByRole('dialog', { name: 'Cover faces and details' })
    await editor.getByRole('img', { name: 'iphone.heic, as it will be sent' }).waitFor()
    await editor.getByText(/faces? suggested|No faces found/).waitFor()
    // Only the area added here: a suggested face, if any, is taken off first.
    const suggested = editor.getByRole('button', { name: /^Suggested face/ })
    while ((await suggested.count()) > 0) await suggested.first().press('Delete')
    await editor.getByRole('button', { name: 'Add area' }).click()
    await editor.getByRole('button', { name: 'Area 1 of 1' }).waitFor()
    await editor.getByRole('button', { name: 'Apply' }).click()
    await editor.waitFor({ state: 'detached' })
    await card
      .getByText('Covered: 1 area, and made a JPEG: browsers cannot write HEIC', { exact: true })
      .waitFor()
    await card.getByText('Sent as photo-1.jpg', { exact: true }).waitFor()
    await card.getByText('JPEG photo ·').waitFor()
    await card.getByRole('img', { name: 'iphone.heic' }).waitFor()
    // The covered copy is cleaned in turn.
    await untilPhotoReady(card, 'Cover faces and details in iphone.heic')
    await submitTip(page)
    expect(problems).toEqual([])
    await context.close()
  })
})

declare global {
  interface Window {
    cleanedCopies: Blob[]
  }
}

/**
 * Keeps every copy the media engine's worker sends back: the cleaned copy is made there, and is
 * the file that would be sent.
 */
const keepCleanedCopies = (context: BrowserContext) =>
  context.addInitScript(() => {
    const copies: Blob[] = []
    window.cleanedCopies = copies
    const PageWorker = window.Worker
    window.Worker = class extends PageWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args)
        this.addEventListener(
          'message',
          // The start's Intl worker answers with nothing (src/lib/i18n/intlData.ts).
          ({ data }: MessageEvent<{ result?: { blob?: unknown } } | null>) => {
            if (data?.result?.blob instanceof Blob) copies.push(data.result.blob)
          },
        )
      }
    }
  })

/** The latest cleaned copy, as bytes. */
async function cleanedCopy(page: Page) {
  const bytes = await page.evaluate(async () => {
    const copy = window.cleanedCopies.at(-1)
    return copy && Array.from(new Uint8Array(await copy.arrayBuffer()))
  })
  if (!bytes) throw new Error('no cleaned copy was made')
  return Uint8Array.from(bytes)
}

// product.md §7: a frame-based recording is never cut short. ffmpeg, an outside reader, decodes
// the file the tip would send.
describe('AMR recordings joined, damaged or with bytes between frames, in a real browser', () => {
  it.each(amrCases())(
    'sends every frame of $name that ffmpeg decodes, and says so when it may be shorter',
    async ({ name, file, sent: copy, plays, seconds, shortened }) => {
      const { page, context, problems } = await openPage(browser())
      await keepCleanedCopies(context)
      await logIn(page, 'user')
      await page.getByRole('checkbox', { name: 'Audio' }).check()
      await page.getByLabel('Choose an audio file').setInputFiles({
        name: 'ward-12.amr',
        mimeType: 'audio/amr',
        buffer: Buffer.from(file),
      })
      const card = page.getByRole('list', { name: 'Chosen audio files' }).getByRole('listitem')
      await card.getByText(/^Removed: |^No hidden details found\.$/).waitFor()
      const sent = await cleanedCopy(page)
      expect(sent).toEqual(copy)
      const played = plays.reduce((total, recording) => total + decodedSeconds(recording), 0)
      expect(decodedSeconds(sent), name).toBe(played)
      expect(decodedSeconds(sent)).toBe(seconds)
      if (shortened) {
        const [sentLength, originalLength] = [shortened.sentMs, shortened.originalMs].map(
          (ms) => `${(ms / 1000).toFixed(2)} secs`,
        )
        await card
          .getByText(
            `Part of this file could not be read as sound and is left out, so the recording may be sent shorter: ${sentLength} of about ${originalLength}.`,
            { exact: true },
          )
          .waitFor()
      } else {
        expect(await card.getByText(/could not be read as sound/).count()).toBe(0)
      }
      await submitTip(page)
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
