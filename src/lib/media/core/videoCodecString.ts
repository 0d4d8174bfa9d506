/**
 * A picture codec as WebCodecs and RFC 6381 name it ('avc1.64001f', 'hvc1.1.6.L93.B0',
 * 'vp09.00.10.08', 'av01.0.04M.08'), from the codec's configuration record as MP4 and Matroska
 * carry it (avcC, hvcC, vpcC, av1C): what a browser's decoder is asked whether it takes.
 */

const byteAt = (bytes: Uint8Array, at: number) => bytes[at] ?? 0
const hex = (byte: number) => byte.toString(16).padStart(2, '0')
const twoDigits = (value: number) => String(value).padStart(2, '0')

/** ISO/IEC 14496-15 E.3: profile space, profile, compatibility bits reversed, tier and level, constraints. */
function hevcString(type: string, config: Uint8Array) {
  const first = byteAt(config, 1)
  const space = ['', 'A', 'B', 'C'][first >> 6] ?? ''
  const compatibility = Array.from({ length: 4 }, (_, index) => byteAt(config, 2 + index))
  let reversed = 0
  for (let bit = 0; bit < 32; bit += 1) {
    const set = ((compatibility[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1
    reversed |= set << bit
  }
  const constraints = Array.from({ length: 6 }, (_, index) => byteAt(config, 6 + index))
  while (constraints.at(-1) === 0) constraints.pop()
  const tier = first & 0x20 ? 'H' : 'L'
  return [
    type,
    `${space}${first & 0x1f}`,
    (reversed >>> 0).toString(16),
    `${tier}${byteAt(config, 12)}`,
    ...constraints.map((byte) => byte.toString(16).toUpperCase()),
  ].join('.')
}

/** AV1's codec string: profile, level and tier, bit depth (AV1 ISOBMFF binding, av1C). */
function av1String(config: Uint8Array) {
  const [first, second] = [byteAt(config, 1), byteAt(config, 2)]
  const depth = second & 0x40 ? (second & 0x20 ? 12 : 10) : 8
  return `av01.${first >> 5}.${twoDigits(first & 0x1f)}${second & 0x80 ? 'H' : 'M'}.${twoDigits(depth)}`
}

/**
 * The codec string of a picture whose sample entry (or Matroska's codec, as its MP4 sample entry)
 * is `type`, configured by `config`. VP9 without its vpcC (as WebM stores it) is named as its
 * commonest profile, 8 bits: whether it decodes does not hang on level or depth. A codec without
 * its record, or one WebCodecs does not name (H.263, MPEG-4 Part 2), is named by its type alone,
 * which no decoder takes.
 */
export function videoCodecString(type: string, config: Uint8Array | undefined) {
  if (type === 'vp08') return 'vp8'
  if (type === 'vp09' && !config) return 'vp09.00.10.08'
  if (!config) return type
  switch (type) {
    case 'avc1':
    case 'avc3':
      return `${type}.${hex(byteAt(config, 1))}${hex(byteAt(config, 2))}${hex(byteAt(config, 3))}`
    case 'hvc1':
    case 'hev1':
      return hevcString(type, config)
    case 'vp09':
      // vpcC is a full box: version and flags, then profile, level, and depth in the high nibble.
      return `vp09.${twoDigits(byteAt(config, 4))}.${twoDigits(byteAt(config, 5))}.${twoDigits(byteAt(config, 6) >> 4)}`
    case 'av01':
      return av1String(config)
    default:
      return type
  }
}
