import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { AttachmentCard } from '@features/attachments/AttachmentCard'
import type { Attachment } from '@features/attachments/attachment'
import { renderWithStore } from '../../support/render'
import { readyAttachment } from './readyAttachment'

const PICTURE = 'TipWire sends the picture data itself unchanged, with anything hidden inside it.'
const PICTURE_AND_SOUND =
  'TipWire sends the picture and sound data themselves unchanged, with anything hidden inside them.'
const SOUND = 'TipWire sends the sound data itself unchanged, with anything hidden inside it.'
const EVERY_NOTE = [PICTURE, PICTURE_AND_SOUND, SOUND]

const cleaned = (kind: Attachment['kind'], changes: Partial<Attachment> = {}): Attachment =>
  readyAttachment({
    kind,
    name: { photo: 'street.jpg', video: 'march.mp4', audio: 'voice.m4a' }[kind],
    format: { photo: 'jpeg', video: 'mp4', audio: 'm4a' }[kind] as Attachment['format'],
    hiddenDetails: { date: '2026:11:30 09:12:44' },
    previewable: false,
    cleaned: { removed: ['date'], remaining: [] },
    ...changes,
  })

/** The notes of the three kinds the card shows, in its order. */
function notesOn(attachment: Attachment) {
  renderWithStore(<AttachmentCard attachment={attachment} anonymous sentName="file" />)
  return EVERY_NOTE.filter((note) => screen.queryByText(note) !== null)
}

describe("a cleaned file's card, on the picture and sound it sends as they were", () => {
  it.each([
    ['a photo', cleaned('photo'), [PICTURE]],
    ['a covered photo, its picture made anew', cleaned('photo', { coveredAreas: 2 }), []],
    ['a video', cleaned('video'), [PICTURE_AND_SOUND]],
    [
      'a covered video whose sound is kept',
      cleaned('video', { coveredVideo: { areas: 2, sound: 'kept' } }),
      [SOUND],
    ],
    [
      'a covered video whose sound is removed',
      cleaned('video', { coveredVideo: { areas: 2, sound: 'removed' } }),
      [],
    ],
    [
      'a covered video whose voice is disguised',
      cleaned('video', { coveredVideo: { areas: 1, sound: 'disguised' } }),
      [],
    ],
    ['a voice note', cleaned('audio'), [SOUND]],
    ['a disguised voice note', cleaned('audio', { voiceDisguised: true }), []],
  ])('%s', (_name, attachment, notes) => {
    expect(notesOn(attachment)).toEqual(notes)
  })

  it('says it once where the data names its encoder: that note already says the data goes unchanged', () => {
    const withEncoder = cleaned('video', {
      cleaned: { removed: ['date'], remaining: [], encoderInStream: 'x264 - core 164' },
    })
    expect(notesOn(withEncoder)).toEqual([])
    expect(screen.getByText(/^Left in: the video data itself holds the name/)).toBeVisible()
  })

  it('says where a file too large to read every frame of had its frames read in a few places only', () => {
    const large = cleaned('video', {
      cleaned: { removed: ['date'], remaining: [], framesSampledAbove: 64 * 1024 * 1024 },
    })
    renderWithStore(<AttachmentCard attachment={large} anonymous sentName="file" />)
    expect(
      screen.getByText(
        'This file is over 64 MB, so TipWire looked for text hidden in its frames in a few places only, and removed what it found there. Frames it did not read may still hide some. A clip of up to 64 MB has every frame checked.',
      ),
    ).toBeVisible()
    expect(screen.getByText(PICTURE_AND_SOUND)).toBeVisible()
  })

  it('says nothing of frames read in places where every frame was read', () => {
    renderWithStore(<AttachmentCard attachment={cleaned('video')} anonymous sentName="file" />)
    expect(screen.queryByText(/in a few places only/)).toBeNull()
  })

  it('says nothing of it before cleaning: the card lists what the file reveals instead', () => {
    expect(notesOn(cleaned('photo', { cleaned: null, removeHiddenDetails: false }))).toEqual([])
  })
})
