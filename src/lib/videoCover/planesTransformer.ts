/**
 * How mediabunny remakes a frame for the covered file when it must (pixels that are not square, a
 * mirrored picture): here, from its pixels copied out, made square, turned and mirrored as
 * planes (framePlanes.ts, resizedPlanes.ts), where mediabunny would draw it on a canvas, which
 * costs Chromium hundreds of megabytes of pooled memory (README, Memory). Registered by the
 * video worker with mediabunny's `registerVideoSampleTransformer`; what it does not do (a crop,
 * a fit that keeps a different shape, transparency kept, a frame held on a canvas, whose pixels
 * have no format to copy), it leaves to mediabunny.
 */
import type { VideoSample, VideoSampleTransformationDescription as Description } from 'mediabunny'
import { mirrored, sidesTurned, turned } from './framePlanes'
import { copiedPlanes, sampleOfPlanes } from './planeFrames'
import { resized } from './resizedPlanes'

/** Whether `description` asks for the whole picture, stretched to its size, without transparency. */
function isWholeOpaque(sample: VideoSample, { crop, fit, alpha, rotation }: Description) {
  const picture = sidesTurned(sample.squarePixelWidth, sample.squarePixelHeight, rotation)
  const whole =
    crop.left === 0 &&
    crop.top === 0 &&
    crop.width === picture.width &&
    crop.height === picture.height
  return whole && fit === 'fill' && alpha === 'discard' && sample.format !== null
}

export async function transformedByPlanes(
  sample: VideoSample,
  description: Description,
): Promise<VideoSample | null> {
  if (!isWholeOpaque(sample, description)) return null
  const { bytes, stored } = await copiedPlanes(sample)
  // The size asked for is of the picture turned; it is made that size before it is turned.
  const size = sidesTurned(description.width, description.height, description.rotation)
  const square = resized(bytes, stored, size.width, size.height)
  const shown = turned(square.bytes, square.frame, description.rotation)
  if (description.flip) mirrored(shown.bytes, shown.frame)
  return sampleOfPlanes(shown.bytes, shown.frame, sample)
}
