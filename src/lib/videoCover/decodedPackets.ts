/**
 * Which of a clip's packets Suggest faces hands to the decoder, and the time each frame the
 * decoder gives is shown at (sampledFrames.ts, FACES.md).
 */
import { isWebKit } from './browserEngine'
import { heldForReferences, type SettledPacket } from './h264References'
import { skippedLeadingPictures, unreferencedPictures } from './unreferencedPictures'

/**
 * Whether mediabunny, as it makes the covered file, times each decoded frame by the packets
 * handed over (below) rather than by the frame's own time. It does in every browser but
 * Safari's WebKit, whose decoder does not always give frames in the order they are shown: there
 * it keeps each frame's own time.
 */
export const timesFramesByPackets = () => !isWebKit()

/**
 * The times of the packets handed to the decoder, in microseconds, and the time each frame it
 * gives is shown at: the earliest not yet given. The decoder gives frames in the order they are
 * shown, each with its own packet's time, and a file with B-frames but no composition times
 * (an MP4 without `ctts`) stores its packets' times in decoding order: its frames would come
 * with times out of order. mediabunny's decoding times them so (timesFramesByPackets); where it
 * does not, `next` gives nothing, and a frame keeps its own time.
 */
export function fedTimes(byPackets: boolean) {
  const waiting: number[] = []
  let highest = -Infinity
  return {
    /** The highest time handed over so far. */
    highest: () => highest,
    add(time: number) {
      highest = Math.max(highest, time)
      if (!byPackets) return
      const at = waiting.findLastIndex((earlier) => earlier <= time) + 1
      waiting.splice(at, 0, time)
    },
    next: () => waiting.shift(),
  }
}

/**
 * The packets the search decodes, asked for in decoding order as each is handed over, with the
 * time handed over so far. Left out: HEVC's pictures that skip random access right after the
 * first, until the first that does not, as mediabunny drops them; and pictures no other refers
 * to (unreferencedPictures.ts) or no decoded picture is predicted from (h264References.ts, where
 * `followsReferences`), where the file's times show them shown before one already handed over:
 * where the times are in decoding order, which picture each time belongs to is known only once
 * all are decoded.
 */
export function decodedPackets(
  config: VideoDecoderConfig,
  followsReferences: boolean,
  fed: ReturnType<typeof fedTimes>,
) {
  const held = heldForReferences(config, followsReferences, fed.highest)
  const unreferenced = unreferencedPictures(config)
  const skippedLeading = skippedLeadingPictures(config)
  let asked = 0
  let leadingPassed = false
  const leftOut = ({ packet, unlisted }: SettledPacket) => {
    asked += 1
    if (asked > 1 && !leadingPassed) {
      if (skippedLeading(packet.data)) return true
      leadingPassed = true
    }
    const shownEarlier = packet.microsecondTimestamp < fed.highest()
    return packet.type === 'delta' && shownEarlier && (unlisted || unreferenced(packet.data))
  }
  return {
    add: held.add,
    end: held.end,
    *decoded() {
      for (const settled of held.settled()) if (!leftOut(settled)) yield settled.packet
    },
  }
}
