import { describe, expect, it } from 'vitest'
import { makeStore } from '@store/store'
import {
  attachmentsCleared,
  downloadRetried,
  fileChecked,
  fileRefused,
  fileRemoved,
  filesChosen,
  hiddenDetailsRemovalFailed,
  hiddenDetailsRemoved,
  mediaToggled,
  partNotDownloaded,
  photoCovered,
  selectAttachmentsState,
} from '@features/attachments/attachmentsSlice'
import { announcementText, fileAnnouncements } from '@features/attachments/fileAnnouncements'

type Action = Parameters<ReturnType<typeof makeStore>['dispatch']>[0]

/** What the live region says for each action, in turn. */
function announcedAfter(...actions: Action[]) {
  const store = makeStore()
  store.dispatch(mediaToggled({ kind: 'photo', enabled: true }))
  return actions.map((action) => {
    const before = selectAttachmentsState(store.getState())
    store.dispatch(action)
    return fileAnnouncements(before, selectAttachmentsState(store.getState())).map(announcementText)
  })
}

const CHOSEN = filesChosen('photo', [
  { id: 'a', name: 'market.jpg', size: 2048 },
  { id: 'b', name: 'empty.jpg', size: 0 },
])
const CHECKED = fileChecked({
  id: 'a',
  format: 'jpeg',
  previewable: true,
  hiddenDetails: { location: { latitude: 12.97, longitude: 77.59 } },
  readWhole: true,
})
const CLEANED = hiddenDetailsRemoved({
  id: 'a',
  outcome: { removed: ['location', 'device'], remaining: [] },
})

describe('what the files’ live region says', () => {
  it('says each file added, cleaned and refused, once each', () => {
    expect(announcedAfter(CHOSEN, CHECKED, CLEANED, CLEANED)).toEqual([
      ['empty.jpg was not added: it is empty.'],
      ['market.jpg added: JPEG photo.'],
      ['market.jpg: Removed: location, device.'],
      [],
    ])
  })

  it('says when a photo is covered, and nothing of cleaning its covered copy, which holds nothing', () => {
    const covered = photoCovered({
      id: 'a',
      areas: 2,
      format: 'jpeg',
      size: 1024,
      hiddenDetails: {},
      readWhole: true,
    })
    const cleanedAgain = hiddenDetailsRemoved({ id: 'a', outcome: { removed: [], remaining: [] } })
    expect(announcedAfter(CHOSEN, CHECKED, CLEANED, covered, cleanedAgain).slice(3)).toEqual([
      ['market.jpg: Covered: 2 areas.'],
      [],
    ])
  })

  it('says a file was removed or refused after reading, but not every file of a draft cleared', () => {
    expect(
      announcedAfter(
        CHOSEN,
        filesChosen('photo', [{ id: 'c', name: 'notes.jpg', size: 10 }]),
        fileRefused({ id: 'c', reason: 'wrongKind' }),
        CHECKED,
        fileRemoved({ id: 'a' }),
      ).slice(2),
    ).toEqual([
      ['notes.jpg was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.'],
      ['market.jpg added: JPEG photo.'],
      ['market.jpg removed.'],
    ])
    expect(announcedAfter(CHOSEN, CHECKED, attachmentsCleared()).at(-1)).toEqual([])
  })

  it('says when a cleaned recording may be sent shorter, with both lengths', () => {
    const recording = filesChosen('audio', [{ id: 'r', name: 'ward-12.amr', size: 4561 }])
    const checked = fileChecked({
      id: 'r',
      format: 'amr',
      previewable: false,
      hiddenDetails: { other: true },
      readWhole: true,
    })
    const cleaned = hiddenDetailsRemoved({
      id: 'r',
      outcome: { removed: ['other'], remaining: [], shortened: { sentMs: 2980, originalMs: 3000 } },
    })
    expect(announcedAfter(recording, checked, cleaned, cleaned).slice(2)).toEqual([
      [
        'ward-12.amr: Removed: other data.',
        'ward-12.amr: Part of this file could not be read as sound and is left out, so the recording may be sent shorter: 2.98 secs of about 3.00 secs.',
      ],
      [],
    ])
  })

  it('says when a file could not be cleaned', () => {
    expect(announcedAfter(CHOSEN, CHECKED, hiddenDetailsRemovalFailed({ id: 'a' })).at(-1)).toEqual(
      [
        'market.jpg: TipWire could not check and clean every part of this file, so it cannot call it clean.',
      ],
    )
  })

  it('says each time a part of TipWire a file needs could not be downloaded', () => {
    const missing = partNotDownloaded({ id: 'a' })
    const said = [
      'market.jpg: a part of TipWire could not be downloaded. Check your connection, then retry.',
    ]
    expect(
      announcedAfter(CHOSEN, missing, missing, downloadRetried({ id: 'a' }), missing).slice(1),
    ).toEqual([said, [], [], said])
  })
})
