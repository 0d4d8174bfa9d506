/** What each media picker takes, and the limits it shows before anything is chosen (product.md §7, §12). */
// The format table only: the engine's code comes with the first file chosen.
import { FORMATS, type DetectedFormat, type MediaKind } from '@/lib/media'

/** Sizes are counted as file managers count them: 1 MB = 1024 × 1024 bytes. */
const BYTES_PER_MEGABYTE = 1024 * 1024

const PHOTO_MAX_COUNT = 10
const PHOTO_MAX_MEGABYTES = 25
const VIDEO_MAX_MEGABYTES = 500
const AUDIO_MAX_MEGABYTES = 100

export interface MediaKindRules {
  label: string
  chooseLabel: string
  /** How many files of this kind a tip takes; a new choice replaces a single file. */
  maxCount: number
  maxMegabytes: number
  /** The kind in a sentence: 'photo', 'audio file'. */
  noun: { one: string; other: string }
  /** 'a' or 'an' before the first format's name, in "it is not a JPEG, PNG or WebP photo". */
  article: 'a' | 'an'
}

export const MEDIA_KINDS: Record<MediaKind, MediaKindRules> = {
  photo: {
    label: 'Photo',
    chooseLabel: 'Choose photos',
    maxCount: PHOTO_MAX_COUNT,
    maxMegabytes: PHOTO_MAX_MEGABYTES,
    noun: { one: 'photo', other: 'photos' },
    article: 'a',
  },
  video: {
    label: 'Video',
    chooseLabel: 'Choose a video',
    maxCount: 1,
    maxMegabytes: VIDEO_MAX_MEGABYTES,
    noun: { one: 'video', other: 'videos' },
    article: 'an',
  },
  audio: {
    label: 'Audio',
    chooseLabel: 'Choose an audio file',
    maxCount: 1,
    maxMegabytes: AUDIO_MAX_MEGABYTES,
    noun: { one: 'audio file', other: 'audio files' },
    article: 'an',
  },
}

export const MEDIA_KIND_ORDER: readonly MediaKind[] = ['photo', 'video', 'audio']

export const maxBytesOf = (kind: MediaKind) => MEDIA_KINDS[kind].maxMegabytes * BYTES_PER_MEGABYTE

/**
 * A neutral name for the file of `kind` at `position` (from 1) among its kind: 'photo-2.jpg'
 * where a kind takes several files, 'video.mp4' or 'audio.m4a' where it takes one.
 */
export function neutralName(kind: MediaKind, format: DetectedFormat, position: number) {
  const stem = MEDIA_KINDS[kind].maxCount > 1 ? `${kind}-${position}` : kind
  return `${stem}.${FORMATS[format].extension}`
}
