/** The worker that opens a photo for the editor and makes its covered copy. */
import { coverPhoto, openPhoto, type CoverMime, type OpenedPhoto } from './photoPixels'
import type { Rect } from './coverGeometry'
import { answerCalls } from './workerCalls'

export type CoverRequest =
  { job: 'open'; file: Blob } | { job: 'cover'; file: Blob; mime: CoverMime; areas: Rect[] }

export type CoverResult = OpenedPhoto | Blob

answerCalls<CoverRequest, CoverResult>(async (request) => {
  if (request.job === 'cover') {
    return { result: await coverPhoto(request.file, request.mime, request.areas) }
  }
  const opened = await openPhoto(request.file)
  return { result: opened, transfer: [opened.preview, opened.pixels.data.buffer] }
})
