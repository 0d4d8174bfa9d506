import { ascii, concat, syncsafe, u16be, u8, utf16le } from './bytes'

const UTF16_WITH_BOM = 1
const LATIN1 = 0
const FOOTER_PRESENT = 0x10

const frame = (id: string, body: Uint8Array) =>
  concat(ascii(id), syncsafe(body.length), u16be(0), body)

/**
 * An ID3v2.4 tag: the artist in UTF-16 with a byte order mark (so the canary is there in
 * UTF-16LE) and a location in a TXXX frame, in Latin-1. With a footer ('3DI') it may be
 * appended after the audio, where readers look for it from the end.
 */
export function id3v24Tag(canary: string, { footer = false } = {}) {
  const frames = concat(
    frame('TPE1', concat(u8(UTF16_WITH_BOM), u8(0xff), u8(0xfe), utf16le(`Asha Rao ${canary}`))),
    frame('TXXX', concat(u8(LATIN1), ascii(`location\0+12.9716+077.5946/ ${canary}`))),
  )
  const rest = concat(u8(4), u8(0), u8(footer ? FOOTER_PRESENT : 0), syncsafe(frames.length))
  return concat(ascii('ID3'), rest, frames, footer ? concat(ascii('3DI'), rest) : new Uint8Array())
}
