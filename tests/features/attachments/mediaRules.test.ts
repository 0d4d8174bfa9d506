// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { MediaKind } from '@/lib/media'
import {
  refusalBeforeReading,
  replacesTheFileBefore,
  roomFor,
} from '@features/attachments/mediaRules'
import type { AttachmentStatus } from '@features/attachments/attachment'

const MB = 1024 * 1024

const draftWith = (...attachments: [MediaKind, AttachmentStatus][]) => ({
  attachments: attachments.map(([kind, status], index) => ({
    id: `file-${index}`,
    kind,
    status,
    name: `file-${index}.jpg`,
    chosenSize: 1000 + index,
  })) as Parameters<typeof roomFor>[0]['attachments'],
})

const nineAttached = Array.from(
  { length: 9 },
  (_, index) => ['photo', index % 2 ? 'ready' : 'checking'] as [MediaKind, AttachmentStatus],
)

describe('how many files of each kind a tip takes, in one place', () => {
  it('leaves room for ten photos, counting those still being checked', () => {
    expect(roomFor(draftWith(), 'photo')).toBe(10)
    expect(roomFor(draftWith(...nineAttached), 'photo')).toBe(1)
    expect(roomFor(draftWith(...nineAttached, ['photo', 'checking']), 'photo')).toBe(0)
  })

  it('always has room for a video or audio file, which replaces the one before', () => {
    expect(roomFor(draftWith(['video', 'ready']), 'video')).toBe(1)
    expect(replacesTheFileBefore('video')).toBe(true)
    expect(replacesTheFileBefore('audio')).toBe(true)
    expect(replacesTheFileBefore('photo')).toBe(false)
  })

  it.each([
    [0, 'photo', 0, 'empty'],
    [25 * MB + 1, 'photo', 0, 'tooLarge'],
    [25 * MB, 'photo', 0, null],
    [25 * MB, 'photo', 9, null],
    [1, 'photo', 10, 'tooMany'],
    [500 * MB + 1, 'video', 0, 'tooLarge'],
    [100 * MB, 'audio', 0, null],
  ] as const)(
    'refuses %d bytes of %s beside %d photos before reading: %s',
    (size, kind, photos, reason) => {
      const draft = draftWith(
        ...Array.from({ length: photos }, (): [MediaKind, AttachmentStatus] => ['photo', 'ready']),
      )
      expect(refusalBeforeReading({ name: 'new.jpg', size }, kind, draft)).toBe(reason)
    },
  )

  it('refuses a second copy of a file already attached, and only of that kind', () => {
    const draft = draftWith(['photo', 'ready'], ['video', 'checking'])
    expect(refusalBeforeReading({ name: 'file-0.jpg', size: 1000 }, 'photo', draft)).toBe(
      'alreadyAttached',
    )
    expect(refusalBeforeReading({ name: 'file-1.jpg', size: 1001 }, 'video', draft)).toBe(
      'alreadyAttached',
    )
    expect(refusalBeforeReading({ name: 'file-0.jpg', size: 999 }, 'photo', draft)).toBeNull()
    expect(refusalBeforeReading({ name: 'file-1.jpg', size: 1001 }, 'photo', draft)).toBeNull()
  })
})
