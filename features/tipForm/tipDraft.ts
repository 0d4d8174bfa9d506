export type MediaKind = 'photo' | 'video' | 'audio'

/** What the store keeps of a chosen file: File objects are not serializable (DECISIONS). */
export interface AttachedFile {
  id: string
  name: string
  size: number
  type: string
}

export interface TipDraft {
  anonymous: boolean
  name: string
  email: string
  phone: string
  description: string
  media: Record<MediaKind, boolean>
  files: Record<MediaKind, AttachedFile[]>
}

export interface MediaKindRules {
  label: string
  accept: string
  /** Photos take several files; video and audio one each (spec 3). */
  multiple: boolean
  chooseLabel: string
  noun: string
}

export const MEDIA_KINDS: Record<MediaKind, MediaKindRules> = {
  photo: {
    label: 'Photo',
    accept: 'image/*',
    multiple: true,
    chooseLabel: 'Choose photos',
    noun: 'image',
  },
  video: {
    label: 'Video',
    accept: 'video/*',
    multiple: false,
    chooseLabel: 'Choose a video',
    noun: 'video',
  },
  audio: {
    label: 'Audio',
    accept: 'audio/*',
    multiple: false,
    chooseLabel: 'Choose an audio file',
    noun: 'audio',
  },
}

export const MEDIA_KIND_ORDER: readonly MediaKind[] = ['photo', 'video', 'audio']

/** 'image/*' accepts 'image/png'; the picker's filter is only a hint, so this decides. */
export const isAcceptedFile = (kind: MediaKind, mimeType: string) =>
  mimeType.startsWith(MEDIA_KINDS[kind].accept.replace('*', ''))

export const emptyDraft: TipDraft = {
  anonymous: false,
  name: '',
  email: '',
  phone: '',
  description: '',
  media: { photo: false, video: false, audio: false },
  files: { photo: [], video: [], audio: [] },
}

export const hasDescription = (draft: TipDraft) => draft.description.trim() !== ''

/** What a real submission would send: contact details only when not anonymous (spec 4). */
export interface TipSubmission {
  anonymous: boolean
  contact: { name: string; email: string; phone: string } | null
  description: string
  attachments: AttachedFile[]
}

export const buildSubmission = (draft: TipDraft): TipSubmission => ({
  anonymous: draft.anonymous,
  contact: draft.anonymous
    ? null
    : { name: draft.name.trim(), email: draft.email.trim(), phone: draft.phone.trim() },
  description: draft.description.trim(),
  attachments: MEDIA_KIND_ORDER.filter((kind) => draft.media[kind]).flatMap(
    (kind) => draft.files[kind],
  ),
})

const TITLE_MAX_LENGTH = 60

/** The history lists a tip by the start of its description, cut at a word. */
export function titleFromDescription(description: string) {
  const firstLine = description.trim().split('\n')[0] ?? ''
  if (firstLine.length <= TITLE_MAX_LENGTH) return firstLine
  const cut = firstLine.slice(0, TITLE_MAX_LENGTH)
  const lastSpace = cut.lastIndexOf(' ')
  return `${lastSpace > 20 ? cut.slice(0, lastSpace) : cut}…`
}
