import type { PreloadedAppState } from '@store/store'
import type { Attachment } from '@features/attachments/attachment'

/** A photo checked and ready to send, as the store holds it, with whatever a test changes. */
export const readyAttachment = (changes: Partial<Attachment> = {}): Attachment => ({
  id: 'a',
  kind: 'photo',
  name: 'street.jpg',
  size: 2196,
  chosenSize: 2196,
  status: 'ready',
  notDownloaded: false,
  format: 'jpeg',
  hiddenDetails: {},
  detailsReadWhole: true,
  previewable: true,
  removeHiddenDetails: true,
  cleaned: null,
  cleaningFailed: false,
  coveredAreas: 0,
  coveredFrom: null,
  coveredVideo: null,
  voiceDisguised: false,
  ...changes,
})

/** A store whose only attachments are these, with their kinds' pickers switched on. */
export const withAttachments = (
  attachments: Attachment[],
  changes: Partial<NonNullable<PreloadedAppState['attachments']>> = {},
): PreloadedAppState => ({
  attachments: {
    anonymous: false,
    media: {
      photo: attachments.some(({ kind }) => kind === 'photo'),
      video: attachments.some(({ kind }) => kind === 'video'),
      audio: attachments.some(({ kind }) => kind === 'audio'),
    },
    attachments,
    refusals: { photo: [], video: [], audio: [] },
    sending: false,
    ...changes,
  },
})
