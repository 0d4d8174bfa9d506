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
  })) as Parameters<typeof roomFor>[0]['attachments'],
})

describe('how many files of each kind a tip takes, in one place', () => {
  it('leaves room for ten photos, counting only those already accepted', () => {
    expect(roomFor(draftWith(), 'photo')).toBe(10)
    const nineAccepted = Array.from(
      { length: 9 },
      () => ['photo', 'ready'] as [MediaKind, AttachmentStatus],
    )
    expect(roomFor(draftWith(...nineAccepted, ['photo', 'checking']), 'photo')).toBe(1)
    expect(roomFor(draftWith(...nineAccepted, ['photo', 'ready']), 'photo')).toBe(0)
  })

  it('always has room for a video or audio file, which replaces the one before', () => {
    expect(roomFor(draftWith(['video', 'ready']), 'video')).toBe(1)
    expect(replacesTheFileBefore('video')).toBe(true)
    expect(replacesTheFileBefore('audio')).toBe(true)
    expect(replacesTheFileBefore('photo')).toBe(false)
  })

  it.each([
    [0, 'photo', 1, 'empty'],
    [25 * MB + 1, 'photo', 1, 'tooLarge'],
    [25 * MB, 'photo', 1, null],
    [1, 'photo', 0, 'tooMany'],
    [500 * MB + 1, 'video', 1, 'tooLarge'],
    [100 * MB, 'audio', 1, null],
  ] as const)(
    'refuses %d bytes of %s with room %d before reading: %s',
    (size, kind, room, reason) => {
      expect(refusalBeforeReading({ size }, kind, room)).toBe(reason)
    },
  )
})
