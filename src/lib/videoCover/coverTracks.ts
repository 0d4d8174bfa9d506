/**
 * What covers part of a video over time (product.md §7): each track is one thing covered, for
 * example one face, fixed by keys at moments of the clip. A track shows from its first key to
 * its last; between two keys its box moves and grows in a straight line. Boxes are fractions of
 * the picture as it is shown (rotation applied), so they hold at whatever size it is drawn:
 * in the editor's player and in the frames the new file is made of.
 */

export interface CoverBox {
  x: number
  y: number
  width: number
  height: number
}

/** Where a track's box is at `time`, in seconds from the clip's start. */
export interface CoverKey extends CoverBox {
  time: number
}

/** Keys sorted by time; a track with one key shows at that moment only. */
export interface CoverTrack {
  id: string
  keys: CoverKey[]
}

const between = (from: number, to: number, share: number) => from + (to - from) * share

const boxOf = ({ x, y, width, height }: CoverKey): CoverBox => ({ x, y, width, height })

/** The track's box at `time`, or undefined outside the track's time range. */
export function boxAt({ keys }: CoverTrack, time: number): CoverBox | undefined {
  const first = keys[0]
  const last = keys.at(-1)
  if (!first || !last || time < first.time || time > last.time) return undefined
  const nextIndex = keys.findIndex((key) => key.time >= time)
  const next = keys[nextIndex]
  const previous = keys[nextIndex - 1]
  if (!next) return undefined
  if (!previous || next.time === time) return boxOf(next)
  const share = (time - previous.time) / (next.time - previous.time)
  return {
    x: between(previous.x, next.x, share),
    y: between(previous.y, next.y, share),
    width: between(previous.width, next.width, share),
    height: between(previous.height, next.height, share),
  }
}

/** The boxes of every track showing at `time`. */
export const boxesAt = (tracks: CoverTrack[], time: number) =>
  tracks.flatMap((track) => boxAt(track, time) ?? [])
