import type { Range } from './codedRanges'

/** A run of printable characters, as one of the encodings a reader might decode text in. */
export interface PrintableRun {
  encoding: 'ASCII' | 'UTF-16LE' | 'UTF-16BE'
  at: number
  text: string
}

/** The shortest run worth a look: shorter ones turn up by chance in any binary field. */
const SHORTEST_RUN = 6

const isPrintable = (byte: number | undefined) => byte !== undefined && byte >= 0x20 && byte <= 0x7e

/**
 * Runs of characters `width` bytes wide from `start` to `end`, each character found by
 * `charAt` (undefined for no printable character there).
 */
function runsOf(
  encoding: PrintableRun['encoding'],
  { start, end }: Range,
  width: number,
  charAt: (at: number) => number | undefined,
) {
  const runs: PrintableRun[] = []
  for (let phase = 0; phase < width; phase++) {
    let text = ''
    let runStart = start + phase
    const close = () => {
      if (text.length >= SHORTEST_RUN) runs.push({ encoding, at: runStart, text })
      text = ''
    }
    for (let at = start + phase; at + width <= end; at += width) {
      const char = charAt(at)
      if (char === undefined) {
        close()
        runStart = at + width
      } else text += String.fromCharCode(char)
    }
    close()
  }
  return runs
}

/** Every printable run of six or more characters in `range`, in ASCII, UTF-16LE and UTF-16BE. */
export function printableRuns(bytes: Uint8Array, range: Range): PrintableRun[] {
  const printable = (at: number) => (isPrintable(bytes[at]) ? bytes[at] : undefined)
  return [
    ...runsOf('ASCII', range, 1, printable),
    ...runsOf('UTF-16LE', range, 2, (at) => (bytes[at + 1] === 0 ? printable(at) : undefined)),
    ...runsOf('UTF-16BE', range, 2, (at) => (bytes[at] === 0 ? printable(at + 1) : undefined)),
  ]
}
