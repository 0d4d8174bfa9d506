// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sentNameOf } from '@features/attachments/mediaRules'
import type { DetectedFormat, MediaKind } from '@/lib/media'
import { readyAttachment } from './readyAttachment'

const attachment = (name: string, kind: MediaKind, format: DetectedFormat | null) =>
  readyAttachment({ id: name, name, kind, format, status: format ? 'ready' : 'checking' })

const attachments = [
  attachment('PXL_20261120_081400123_Asha-Rao.jpg', 'photo', 'jpeg'),
  attachment('Voice memo 12 MG Road.m4a', 'audio', 'm4a'),
  attachment('screenshot.PNG', 'photo', 'png'),
  attachment('holiday.mov', 'video', 'mov'),
  attachment('still-checking.jpg', 'photo', null),
]

describe('the names files are sent under', () => {
  it('are neutral in an anonymous tip: numbered among photos, with the extension of what the bytes are', () => {
    const draft = { anonymous: true, attachments }
    expect(attachments.map((file) => sentNameOf(draft, file))).toEqual([
      'photo-1.jpg',
      'audio.m4a',
      'photo-2.png',
      'video.mov',
      undefined,
    ])
  })

  it('are the names as chosen when the tip is not anonymous', () => {
    const draft = { anonymous: false, attachments }
    expect(attachments.map((file) => sentNameOf(draft, file))).toEqual(
      attachments.map(({ name }) => name),
    )
  })
})
