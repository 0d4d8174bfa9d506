/**
 * A decoded frame's pixels copied out as planes (framePlanes.ts), and a new frame made of planes:
 * the two ends of every change the video cover makes to a picture without drawing it.
 */
import { VideoSample } from 'mediabunny'
import { framePlanes, planeLayout, type FramePlanes, type PlanesFormat } from './framePlanes'

/** What a browser's VideoFrame and mediabunny's VideoSample both offer to copy their pixels. */
export interface PixelSource {
  format: string | null
  visibleRect: { width: number; height: number } | null
  codedWidth: number
  codedHeight: number
  colorSpace: { fullRange?: boolean | null }
  copyTo(destination: AllowSharedBufferSource, options: VideoFrameCopyToOptions): Promise<unknown>
}

/** The layouts frames are copied out in as they come; any other is converted to RGBX. */
const COPIED_AS_THEY_COME: readonly PlanesFormat[] = ['I420', 'NV12']

/** Whether frames of `format` are copied out as they come, not converted. */
export const copiedAsItComes = (format: string | null): format is PlanesFormat =>
  COPIED_AS_THEY_COME.some((kept) => kept === format)

const copiedFormat = (format: string | null): PlanesFormat =>
  copiedAsItComes(format) ? format : 'RGBX'

/**
 * `source`'s visible pixels, laid out as `stored`: I420 and NV12 as decoded, any other format as
 * RGBX.
 */
export async function copiedPlanes(source: PixelSource) {
  const format = copiedFormat(source.format)
  const { width, height } = source.visibleRect ?? {
    width: source.codedWidth,
    height: source.codedHeight,
  }
  const stored = framePlanes(format, width, height, source.colorSpace.fullRange === true)
  const bytes = new Uint8Array(stored.size)
  await source.copyTo(bytes, {
    layout: planeLayout(stored),
    // The browser converts any other format as it copies it.
    ...(format === 'RGBX' && { format }),
  })
  return { bytes, stored }
}

/**
 * A sample of `bytes`, laid out as `frame`, at `like`'s time: the frame takes the buffer over
 * rather than copy it. YUV keeps `like`'s colour space; RGBX is the browser's own (sRGB).
 */
export function sampleOfPlanes(
  bytes: Uint8Array<ArrayBuffer>,
  frame: FramePlanes,
  like: VideoSample,
) {
  // `transfer` is newer than TypeScript's own description of the frame's init.
  const init: VideoFrameBufferInit & { transfer: ArrayBuffer[] } = {
    format: frame.format,
    codedWidth: frame.width,
    codedHeight: frame.height,
    layout: planeLayout(frame),
    timestamp: like.microsecondTimestamp,
    duration: like.microsecondDuration,
    ...(frame.format !== 'RGBX' && { colorSpace: like.colorSpace.toJSON() }),
    transfer: [bytes.buffer],
  }
  return new VideoSample(new VideoFrame(bytes, init), {
    timestamp: like.timestamp,
    duration: like.duration,
  })
}
