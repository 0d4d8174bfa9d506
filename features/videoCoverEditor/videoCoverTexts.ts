/** What the video editor says about boxes, faces and time (product.md §7), from the 'files' catalogue. */
import { i18n } from '@lingui/core'
import { formatClockTime } from '@/lib/i18n/formatDuration'
import { isolatedNumber } from '@/lib/i18n/isolatedNumber'
import { timeRangeOf, type EditedTrack } from './coverBoxes'

const SECONDS_PER_MINUTE = 60

/** "0:03", a moment as one piece inside a sentence in either direction. */
export const clockTime = (seconds: number, options?: { tenths: boolean }) =>
  isolatedNumber(formatClockTime(seconds, options))

const labelOf = ({ suggested, face }: EditedTrack) => {
  if (suggested) return 'files.videoCover.suggestedBoxLabel'
  return face ? 'files.videoCover.faceBoxLabel' : 'files.videoCover.boxLabel'
}

/**
 * "Box 2, face, from 0:01 to 0:03": each box's name, on the picture and in the list; a face left
 * as it was suggested is named by its tag first, "Suggested face, box 1, …", as the photo's are.
 */
export function trackLabel(track: EditedTrack, index: number) {
  const { start, end } = timeRangeOf(track)
  return i18n._(labelOf(track), {
    position: index + 1,
    start: clockTime(start),
    // A box shown until 2.6 s still shows at 0:02: its last second is counted whole.
    end: clockTime(Math.ceil(end)),
  })
}

/** "About 12 seconds left", "About 3 minutes left"; before the first estimate, that it is coming. */
export function timeLeftText(secondsLeft: number | undefined) {
  if (secondsLeft === undefined) return i18n._('files.videoCover.estimatingTime')
  const seconds = Math.max(1, Math.ceil(secondsLeft))
  return seconds < SECONDS_PER_MINUTE
    ? i18n._('files.videoCover.secondsLeft', { seconds })
    : i18n._('files.videoCover.minutesLeft', { minutes: Math.ceil(seconds / SECONDS_PER_MINUTE) })
}

/** What the face finder said, for the editor's status line: short, with its limit. */
export const facesFoundText = (faces: number) =>
  faces === 0
    ? i18n._('files.cover.noFacesFound')
    : i18n._('files.videoCover.facesSuggested', { faces })

/** The question Cancel or Escape asks when it would throw the sender's boxes away. */
export const discardQuestion = (boxes: number) =>
  i18n._('files.videoCover.discardQuestion', { boxes })
