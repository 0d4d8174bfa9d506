/**
 * Finds faces on the device, inside a worker (faceWorker.ts, for photos and videos alike):
 * face-api's tiny face detector (a 190 KB model shipped in its npm package and copied into the
 * build) on TensorFlow.js. Where the page's Content-Security-Policy allows WebAssembly
 * (`'wasm-unsafe-eval'`), it runs on the WebAssembly backend, whose files come from
 * @tensorflow/tfjs-backend-wasm; elsewhere on the CPU backend, which needs neither eval nor
 * WebAssembly and is several times slower. It takes pixels made for it and answers with
 * rectangles in the same pixels.
 *
 * It runs the detector's net itself rather than through `detectAllFaces`, which pads every picture
 * to a square and wraps the net in generic steps: measured in Chromium, a 320 × 180 frame took
 * about 23 ms a call that way, of which the net on its 320 × 320 square 11 ms; here, about 8 ms,
 * the net on 320 × 192 about 6.5 ms. The net sees the last three rows (or columns) of cells a
 * little differently without the square's zeros after them: a face there is found as before, its
 * box a few pixels from where face-api put it (1-4 px on the test clips; 11 and 17 px in two frames
 * where a neighbouring box of the same face won).
 */
import * as faceapi from '@vladmandic/face-api'
import manifestUrl from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json?url'
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url'
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url'
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url'
import wasmThreadedUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url'
import type { Rect, Size } from './coverGeometry'
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

/**
 * The net halves its input five times (the stride-2 max-pools of face-api's `runMobilenet`): one
 * cell of its output for each 32 × 32 pixels of its input.
 */
const CELL_SIZE = 32

/**
 * What face-api's `TinyYolov2Base.forwardInput` shows the net, but only the rows and columns of
 * cells that hold the picture (`rows` × `columns` cells): the picture with its long side
 * FACE_INPUT_SIZE, zeros after it at the bottom or the right, less the model's mean colour, over
 * 255. face-api pads with zeros to a square.
 */
function netInput(pixels: ImageData, rows: number, columns: number) {
  const { meanRgb } = faceapi.nets.tinyFaceDetector.config
  if (!meanRgb) throw new Error('The face model has no mean colour')
  const { width, height } = pixels
  const picture = tf.browser.fromPixels(pixels)
  const side = Math.max(width, height)
  let input: faceapi.tf.Tensor3D
  if (side === FACE_INPUT_SIZE) {
    input = tf.pad(picture, [
      [0, rows * CELL_SIZE - height],
      [0, columns * CELL_SIZE - width],
      [0, 0],
    ])
  } else {
    // Scaled as face-api scales it, padded to a square first: scaled alone, the picture is
    // sampled a little differently, and a 96 × 64 photo had one face more found in it.
    const square = tf.pad(picture, [
      [0, side - height],
      [0, side - width],
      [0, 0],
    ])
    input = tf.slice(
      tf.image.resizeBilinear(square, [FACE_INPUT_SIZE, FACE_INPUT_SIZE]),
      [0, 0, 0],
      [rows * CELL_SIZE, columns * CELL_SIZE, 3],
    )
  }
  return tf.expandDims<faceapi.tf.Tensor4D>(
    tf.div(tf.sub(tf.cast(input, 'float32'), tf.tensor1d(meanRgb)), 255),
  )
}

/**
 * The boxes the net's output says hold a face, as face-api's `extractBoxes` reads it: for each
 * cell its anchors one after the other, each as x, y, width and height in cells, then a score.
 * `cellSize` is a cell's width and height in the caller's pixels.
 */
function boxesIn(cells: ArrayLike<number>, rows: number, columns: number, cellSize: Size) {
  const { anchors, boxEncodingSize } = faceapi.nets.tinyFaceDetector
  const boxes: faceapi.Box[] = []
  const scores: number[] = []
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      anchors.forEach((anchor, index) => {
        const at = ((row * columns + column) * anchors.length + index) * boxEncodingSize
        const score = faceapi.sigmoid(cells[at + 4] as number)
        if (score <= SCORE_THRESHOLD) return
        const width = Math.exp(cells[at + 2] as number) * anchor.x * cellSize.width
        const height = Math.exp(cells[at + 3] as number) * anchor.y * cellSize.height
        const centreX = (column + faceapi.sigmoid(cells[at] as number)) * cellSize.width
        const centreY = (row + faceapi.sigmoid(cells[at + 1] as number)) * cellSize.height
        boxes.push(
          new faceapi.Box({ x: centreX - width / 2, y: centreY - height / 2, width, height }),
        )
        scores.push(score)
      })
    }
  }
  return { boxes, scores }
}

export async function findFaces(pixels: ImageData): Promise<Rect[]> {
  await detectorLoaded()
  const net = faceapi.nets.tinyFaceDetector
  const { params } = net
  if (!params) throw new Error('The face model is not loaded')
  // The picture's size in the net's input, as face-api computes it (computeReshapedDimensions).
  const scale = FACE_INPUT_SIZE / Math.max(pixels.width, pixels.height)
  const width = Math.round(pixels.width * scale)
  const height = Math.round(pixels.height * scale)
  const rows = Math.ceil(height / CELL_SIZE)
  const columns = Math.ceil(width / CELL_SIZE)
  const output = tf.tidy(() =>
    net.runMobilenet(
      netInput(pixels, rows, columns),
      params as Parameters<typeof net.runMobilenet>[1],
    ),
  )
  const cells = await output.data().finally(() => output.dispose())
  // Scaled back on each axis, as face-api scales its boxes.
  const { boxes, scores } = boxesIn(cells, rows, columns, {
    width: (CELL_SIZE * pixels.width) / width,
    height: (CELL_SIZE * pixels.height) / height,
  })
  // Not clipped, as face-api's boxes were not: a face cut by the picture's edge keeps its size,
  // which following it through a video relies on, and the callers keep boxes inside.
  const kept = faceapi.nonMaxSuppression(boxes, scores, net.config.iouThreshold)
  return mergeOverlapping(
    kept.map((index) => {
      const { x, y, width, height } = boxes[index] as faceapi.Box
      return { x, y, width, height }
    }),
  )
}

/** Loading the model is asked for as an editor opens, while the photo or video is being opened. */
export const prepareFaceFinder = () => detectorLoaded()
