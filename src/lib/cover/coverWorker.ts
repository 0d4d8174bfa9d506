/** The worker that opens a photo for the editor and makes its covered copy. */
import type { CoverFormat } from './coverFormat'
import { coverPhoto, openPhoto, type OpenedPhoto } from './photoPixels'
import type { Rect } from './coverGeometry'
import { answerCalls } from './workerCalls'

export type CoverRequest =
  { job: 'open'; file: Blob } | { job: 'cover'; file: Blob; format: CoverFormat; areas: Rect[] }

export type CoverResult = OpenedPhoto | Blob

answerCalls<CoverRequest, CoverResult>(async (request) => {
  if (request.job === 'cover') {
    return { result: await coverPhoto(request.file, request.format, request.areas) }
  }
  const opened = await openPhoto(request.file)
  return { result: opened, transfer: [opened.preview, opened.pixels.data.buffer] }
})
