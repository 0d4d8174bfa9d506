/**
 * HEIC pictures for browsers that cannot decode HEIC themselves (Chromium and Firefox on most
 * systems): libheif compiled to WebAssembly (libheif-js, LGPL-3.0, shipped through npm), loaded
 * in the worker that asks, with the first HEIC it cannot open otherwise. The WebAssembly file is
 * fetched from the app's own origin and compiled under the page's `'wasm-unsafe-eval'`.
 */
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url'
import type { MainModule, heif_image, heif_image_handle } from 'libheif-js/libheif-wasm/libheif.js'
import { downloaded } from '@/lib/chunkLoadError'

let libheif: Promise<MainModule> | undefined

async function loadLibheif() {
  const [{ default: createModule }, wasmBinary] = await downloaded(() =>
    Promise.all([
      import('libheif-js/libheif-wasm/libheif.js'),
      fetch(wasmUrl).then((response) => {
        if (!response.ok) throw new Error(`Could not load the HEIC decoder (${response.status})`)
        return response.arrayBuffer()
      }),
    ]),
  )
  return createModule({ wasmBinary })
}

const CANNOT_DECODE = 'The HEIC photo could not be decoded'

/** A decoder answer that failed carries a code; a handle or image that worked has none. */
interface DecodedPlane {
  /** The channel, as libheif's enum value (compared by identity). */
  id: unknown
  data: Uint8Array
  width: number
  height: number
  stride: number
}
interface Decoded {
  code?: number
  image: heif_image
  channels: DecodedPlane[]
}
type Handle = heif_image_handle & { code?: number }

function copyRows(plane: DecodedPlane, pixels: ImageData) {
  const rowLength = plane.width * 4
  for (let row = 0; row < plane.height; row++) {
    const start = row * plane.stride
    pixels.data.set(plane.data.subarray(start, start + rowLength), row * rowLength)
  }
}

/**
 * A HEIC file's picture, with its rotation and mirroring applied, as RGBA pixels: the primary
 * one, or the item `itemId` (a thumbnail, for a quick preview).
 */
export async function decodeHeic(file: Blob, itemId?: number): Promise<ImageData> {
  libheif ??= loadLibheif().catch((error: unknown) => {
    libheif = undefined
    throw error
  })
  const heif = await libheif
  const bytes = new Uint8Array(await file.arrayBuffer())
  const context = heif.heif_context_alloc()
  try {
    const read = heif.heif_context_read_from_memory(context, bytes as unknown as string)
    if (read.code !== heif.heif_error_code.heif_error_Ok) throw new Error(CANNOT_DECODE)
    const handle = (
      itemId === undefined
        ? heif.heif_js_context_get_primary_image_handle(context)
        : heif.heif_js_context_get_image_handle(context, itemId)
    ) as Handle | undefined
    if (!handle || handle.code) throw new Error(CANNOT_DECODE)
    try {
      const decoded = heif.heif_js_decode_image2(
        handle,
        heif.heif_colorspace.heif_colorspace_RGB,
        heif.heif_chroma.heif_chroma_interleaved_RGBA,
      ) as Decoded | undefined
      if (!decoded || decoded.code) throw new Error(CANNOT_DECODE)
      try {
        const plane = decoded.channels.find(
          ({ id }) => id === heif.heif_channel.heif_channel_interleaved,
        )
        if (!plane) throw new Error(CANNOT_DECODE)
        const pixels = new ImageData(plane.width, plane.height)
        copyRows(plane, pixels)
        return pixels
      } finally {
        heif.heif_image_release(decoded.image)
      }
    } finally {
      heif.heif_image_handle_release(handle)
    }
  } finally {
    heif.heif_context_free(context)
  }
}
