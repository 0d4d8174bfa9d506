/**
 * Finds faces on the device, inside a worker (faceWorker.ts, for photos and videos alike):
 * face-api's tiny face detector (a 190 KB model shipped in its npm package and copied into the
 * build) on TensorFlow.js. Where the page's Content-Security-Policy allows WebAssembly
 * (`'wasm-unsafe-eval'`), it runs on the WebAssembly backend, whose files come from
 * @tensorflow/tfjs-backend-wasm; elsewhere on the CPU backend, which needs neither eval nor
 * WebAssembly and is several times slower. It takes pixels made for it and answers with
 * rectangles in the same pixels.
 */
import * as faceapi from '@vladmandic/face-api'
import manifestUrl from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json?url'
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url'
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url'
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url'
import wasmThreadedUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url'
import type { Rect } from './coverGeometry'
import { FACE_INPUT_SIZE } from './faceInput'
import { mergeOverlapping } from './mergeOverlapping'

/** Low enough to offer a face turned away: a suggestion the sender removes costs less than a miss. */
const SCORE_THRESHOLD = 0.3

// face-api's typings list only part of the TensorFlow.js it bundles.
const tf = faceapi.tf as typeof faceapi.tf & {
  setBackend(name: string): Promise<boolean>
  ready(): Promise<void>
  setWasmPaths(files: Record<string, string>): void
}

/** The smallest WebAssembly module: compiling it asks the policy without a console message. */
const EMPTY_MODULE = Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00)

function mayCompileWebAssembly() {
  try {
    new WebAssembly.Module(EMPTY_MODULE)
    return true
  } catch {
    return false
  }
}

async function chooseBackend() {
  if (mayCompileWebAssembly()) {
    // TensorFlow.js wants all three; it picks the one the browser can run, and fetches only that.
    tf.setWasmPaths({
      'tfjs-backend-wasm.wasm': wasmUrl,
      'tfjs-backend-wasm-simd.wasm': wasmSimdUrl,
      'tfjs-backend-wasm-threaded-simd.wasm': wasmThreadedUrl,
    })
    if (await tf.setBackend('wasm')) return
  }
  await tf.setBackend('cpu')
}

/**
 * face-api knows a page and Node.js, not a worker: here its canvas is an OffscreenCanvas. It
 * draws nothing when given pixels, but checks what kind of input it has against these.
 */
function setWorkerEnvironment() {
  const noElement = () => {
    throw new Error('A worker has no elements')
  }
  faceapi.env.setEnv({
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: ImageBitmap,
    ImageData,
    // A worker has no video; face-api only compares its inputs against this, and gets pixels.
    Video: ImageBitmap,
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: noElement,
    createVideoElement: noElement,
    fetch: self.fetch.bind(self),
    readFile: noElement,
  } as unknown as Parameters<typeof faceapi.env.setEnv>[0])
}

async function fetchOk(url: string) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load the face model (${response.status})`)
  return response
}

async function loadDetector() {
  setWorkerEnvironment()
  await chooseBackend()
  await tf.ready()
  const [[group], weights] = await Promise.all([
    fetchOk(manifestUrl).then((response) => response.json()),
    fetchOk(weightsUrl).then((response) => response.arrayBuffer()),
  ])
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(tf.io.decodeWeights(weights, group.weights))
}

let detector: Promise<void> | undefined

/** A model that did not arrive is asked for again on the next call: the editor offers Retry. */
const detectorLoaded = () =>
  (detector ??= loadDetector().catch((error: unknown) => {
    detector = undefined
    throw error
  }))

export async function findFaces(pixels: ImageData): Promise<Rect[]> {
  await detectorLoaded()
  const image = tf.browser.fromPixels(pixels)
  try {
    const found = await faceapi.detectAllFaces(
      image,
      new faceapi.TinyFaceDetectorOptions({
        inputSize: FACE_INPUT_SIZE,
        scoreThreshold: SCORE_THRESHOLD,
      }),
    )
    return mergeOverlapping(
      found.map(({ box }) => ({ x: box.x, y: box.y, width: box.width, height: box.height })),
    )
  } finally {
    image.dispose()
  }
}

/** Loading the model is asked for as an editor opens, while the photo or video is being opened. */
export const prepareFaceFinder = () => detectorLoaded()
