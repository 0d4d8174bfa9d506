import { readUint16BE, readUint32BE } from '@/lib/media/core/bytes'
import { readChildBoxes, type IsoBox } from './boxes'

/**
 * QuickTime sound counted in frames: its stsz gives every sample a size of 1, and the sound
 * description says how many bytes a packet of frames takes (QuickTime File Format, sound
 * sample descriptions): version 0 for uncompressed sound (channels × bits per sample), version 1
 * with samples per packet and bytes per frame, version 2 with its constant bytes and frames
 * per packet.
 */
const UNCOMPRESSED = new Set(['twos', 'sowt', 'raw ', 'NONE', 'in24', 'in32', 'fl32', 'fl64'])
const COMPANDED = new Set(['ulaw', 'alaw'])
const SIZE_IN_FRAMES = 1

const FRAMES_UNKNOWN =
  'A sound track counts its sound in frames of a size TipWire cannot tell, so its data cannot be mapped'

interface Packet {
  frames: number
  bytes: number
}

function packetOf(bytes: Uint8Array, entry: IsoBox): Packet | undefined {
  const at = entry.payloadStart
  const version = readUint16BE(bytes, at + 8)
  const fits = (length: number) => at + length <= entry.end
  if (version === 1 && fits(44)) {
    return { frames: readUint32BE(bytes, at + 28), bytes: readUint32BE(bytes, at + 36) }
  }
  if (version === 2 && fits(64)) {
    return { frames: readUint32BE(bytes, at + 60), bytes: readUint32BE(bytes, at + 56) }
  }
  if (version !== 0 || !fits(28)) return undefined
  const channels = readUint16BE(bytes, at + 16)
  if (COMPANDED.has(entry.type)) return { frames: 1, bytes: channels }
  const bitsPerSample = readUint16BE(bytes, at + 18)
  return UNCOMPRESSED.has(entry.type) && bitsPerSample % 8 === 0
    ? { frames: 1, bytes: (channels * bitsPerSample) / 8 }
    : undefined
}

/**
 * How many bytes `frames` take under the track's sample description numbered
 * `descriptionIndex` (from 1), or undefined when the track's sizes are bytes already. Throws
 * when they are frames of a size the description does not give.
 */
export function frameBytesOf(bytes: Uint8Array, sampleTable: IsoBox, sizes: IsoBox) {
  if (sizes.type !== 'stsz' || readUint32BE(bytes, sizes.payloadStart + 4) !== SIZE_IN_FRAMES) {
    return undefined
  }
  const descriptions = readChildBoxes(bytes, sampleTable.payloadStart, sampleTable.end).find(
    (child) => child.type === 'stsd',
  )
  const entries = descriptions
    ? readChildBoxes(bytes, descriptions.payloadStart + 8, descriptions.end)
    : []
  return (frames: number, descriptionIndex: number) => {
    const entry = entries[descriptionIndex - 1]
    const packet = entry && packetOf(bytes, entry)
    if (!packet || packet.frames === 0 || frames % packet.frames !== 0) {
      throw new Error(FRAMES_UNKNOWN)
    }
    return (frames / packet.frames) * packet.bytes
  }
}
