// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { containerFor } from '@/lib/videoCover/outputChoice'

describe('containerFor', () => {
  it('puts H.264 in MP4, whatever the sound', () => {
    expect(containerFor('avc', 'aac')).toBe('mp4')
    expect(containerFor('avc', 'opus')).toBe('mp4')
    expect(containerFor('avc', null)).toBe('mp4')
  })

  it('puts VP9 in WebM with Opus or Vorbis kept, or with no sound', () => {
    expect(containerFor('vp9', 'opus')).toBe('webm')
    expect(containerFor('vp9', 'vorbis')).toBe('webm')
    expect(containerFor('vp9', null)).toBe('webm')
  })

  it('puts VP9 in MP4 when the sound kept is one WebM cannot hold, so it is copied, not re-encoded', () => {
    expect(containerFor('vp9', 'aac')).toBe('mp4')
    expect(containerFor('vp9', 'mp3')).toBe('mp4')
  })
})
