import { DESCRIBED_BYTES, partSize, readBytes } from '@/lib/media/core/blobBytes'
import { mergeRanges, uncoveredRanges, type ByteRange } from '@/lib/media/core/bytes'
import type { Cleaning } from '@/lib/media/core/cleaning'
import type { Patch } from './allowList'
import { zeroParts } from '@/lib/media/core/zeroParts'
import { appendAll } from '@/lib/media/core/lists'
import type { HiddenDetails } from '@/lib/media/core/mediaTypes'
import { skippedDataInFrames } from '@/lib/media/core/frameOpenings'
import { framedBlockStreams } from './blockOpenings'
import { voidHeader } from './ebml'
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
 * bytes found them), with other data where its blocks hold data decoders skip
 * (core/frameOpenings.ts); when `blanking`, every block read and that data blanked in patches.
 * `framesUnchanged`: the file is a cleaned copy whose blocks are the original's, which held no
 * such data; they are not read again.
 */
async function readMatroska(
  file: Blob,
  {
    knownClusters,
    blanking = false,
    framesUnchanged = false,
  }: {
    knownClusters?: MatroskaLayout['clusters']
    blanking?: boolean
    framesUnchanged?: boolean
  } = {},
) {
  const layout = await walkMatroska(file, knownClusters)
  const blocks = layout.clusters.map(({ framedBlocks }) => framedBlocks)
  // A CRC-32 is voided where the blocks it covers are blanked: no copied span may hold it.
  const crcs = layout.clusters.flatMap(({ checksums }) => checksums)
  const inFrames = await skippedDataInFrames(
    file,
    framedBlockStreams(blocks, layout.framings),
    blanking
      ? {
          blankingWithin: uncoveredRanges(
            { start: 0, end: layout.end },
            mergeRanges([...layout.patches, ...crcs]),
          ),
        }
      : { framesUnchanged },
  )
  const blanked = inFrames.patches
  return {
    ...layout,
    details: inFrames.found ? { ...layout.details, other: true as const } : layout.details,
    framesBlanked: blanked.length > 0,
    framesSampledAbove: inFrames.sampledAbove,
    patches: [
      ...layout.patches,
      ...blanked.map(({ start, end, part }): Patch => ({
        start,
        end,
        head: part,
        keepsData: true,
      })),
      ...staleChecksums(layout.clusters, blanked),
    ],
  }
}

/**
 * The CRC-32 of each Cluster and BlockGroup that blanking wrote in, voided: it no longer holds
 * for its data.
 */
function staleChecksums(clusters: MatroskaLayout['clusters'], blanked: readonly ByteRange[]) {
  const starts = blanked.map(({ start }) => start)
  return clusters.flatMap(({ checksums }) =>
    checksums.flatMap(({ start, end, over }): Patch[] =>
      starts.some((at) => at >= over.start && at < over.end)
        ? [{ start, end, head: voidHeader(end - start) }]
        : [],
    ),
  )
}

const OVERLAPPING_PATCHES =
  'Two parts of the file would be written over the same bytes, so it cannot be cleaned'

/** The file with each patch written over its range, up to the Segment's end; patches never overlap. */
function patchedCopy(file: Blob, patches: readonly Patch[], end: number, mime: string) {
  const parts: BlobPart[] = []
  let position = 0
  for (const { start, end: patchEnd, head } of [...patches].sort((a, b) => a.start - b.start)) {
    if (start < position) throw new Error(OVERLAPPING_PATCHES)
    parts.push(file.slice(position, start), head)
    appendAll(parts, zeroParts(patchEnd - start - partSize(head)))
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
  const layout = await readMatroska(file, { blanking: true })
  const blob = patchedCopy(file, layout.patches, layout.end, mime)
  const encoderInStream = await encoderInFirstCluster(blob, layout)
  // The Clusters are the original's, walked above and copied but for the blocks and elements
  // voided: the second reading of the cleaned copy takes their ends from the first and reads
  // again only what was rewritten in them.
  return {
    blob,
    before: layout.details,
    after: (
      await readMatroska(blob, {
        knownClusters: layout.clusters,
        framesUnchanged: !layout.framesBlanked,
      })
    ).details,
    ...(encoderInStream && { encoderInStream }),
    ...(layout.framesSampledAbove && { framesSampledAbove: layout.framesSampledAbove }),
  }
}
