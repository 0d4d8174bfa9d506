import { DESCRIBED_BYTES, readBytes } from '@/lib/media/core/blobBytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import type { Patch } from './allowList'
import { zeroParts } from '@/lib/media/core/zeroParts'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { readBlockOpenings } from './blockOpenings'
import { walkMatroska, type MatroskaLayout } from './walk'
import { encoderNameIn } from '@/lib/media/core/streamEncoder'

/**
 * What a WebM or MKV reveals: its Info's title, date and apps, its tracks' names, its tracks
 * besides picture and sound (subtitles, metadata, data), its tags, chapters and attachments,
 * and anything else off the allow-list. Throws, with the reason,
 * when the file is not WebM or Matroska, is cut short or is damaged.
 */
export async function readMatroskaHiddenDetails(file: Blob): Promise<HiddenDetails> {
  return (await readMatroska(file)).details
}

/**
 * The file walked (its Clusters taken from `knownClusters` where an earlier walk of the same
 * bytes found them), and what its blocks hold that decoders skip (blockOpenings.ts): blanked
 * in patches, and other data while any was found, in an opening block or a later one.
 */
async function readMatroska(file: Blob, knownClusters?: MatroskaLayout['clusters']) {
  const layout = await walkMatroska(file, knownClusters)
  const blocks = layout.clusters.map(({ framedBlocks }) => framedBlocks)
  const openings = await readBlockOpenings(file, blocks, layout.framings)
  const blanked = openings.patches.map(({ start, bytes }): Patch => ({
    start,
    end: start + bytes.length,
    head: bytes as Uint8Array<ArrayBuffer>,
    keepsData: true,
  }))
  const found = openings.patches.length > 0 || openings.left
  return {
    ...layout,
    details: found ? { ...layout.details, other: true as const } : layout.details,
    patches: [...layout.patches, ...blanked],
  }
}

/** The file with each patch written over its range, up to the Segment's end. */
function patchedCopy(file: Blob, patches: readonly Patch[], end: number, mime: string) {
  const parts: BlobPart[] = []
  let position = 0
  for (const { start, end: patchEnd, head } of [...patches].sort((a, b) => a.start - b.start)) {
    parts.push(file.slice(position, start), head, ...zeroParts(patchEnd - start - head.length))
    position = patchEnd
  }
  parts.push(file.slice(position, end))
  return new Blob(parts, { type: mime })
}

/** x264's or x265's name in the first blocks, which the copy keeps: it is picture data. */
async function encoderInFirstCluster(file: Blob, layout: MatroskaLayout) {
  const first = layout.clusters[0]
  if (!first) return undefined
  return encoderNameIn(
    await readBytes(file, first.start, Math.min(first.end, first.start + DESCRIBED_BYTES)),
  )
}

/**
 * The WebM or MKV without its hidden details, every offset kept: each element off the
 * allow-list is overwritten by a Void of its length, MuxingApp and WritingApp (which Matroska
 * requires) keep their place with their text zeroed, tracks other than picture and sound go
 * with their blocks and cue points, and the blocks of picture and sound are copied untouched.
 * Throws as readMatroskaHiddenDetails does.
 */
export async function cleanMatroska(file: Blob, mime: string): Promise<Cleaning> {
  const layout = await readMatroska(file)
  const blob = patchedCopy(file, layout.patches, layout.end, mime)
  const encoderInStream = await encoderInFirstCluster(blob, layout)
  // The Clusters are the original's, walked above and copied but for the blocks and elements
  // voided: the second reading of the cleaned copy takes their ends from the first and reads
  // again only what was rewritten in them.
  return {
    blob,
    before: layout.details,
    after: (await readMatroska(blob, layout.clusters)).details,
    ...(encoderInStream && { encoderInStream }),
  }
}
