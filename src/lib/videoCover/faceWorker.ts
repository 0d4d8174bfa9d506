/**
 * The worker that finds faces through a video (faceSearch.ts). It answers one sampled frame per
 * call, so that the caller says how far it has come between calls, and stops calling on Cancel.
 */
import { prepareFaceFinder } from '@/lib/cover/faceDetector'
import { answerCalls } from '@/lib/workers/answerCalls'
import { searchFaces, type FaceSearch } from './faceSearch'
import { quietMediabunny } from './quietMediabunny'

quietMediabunny()

const searches = new Map<number, FaceSearch>()
let lastId = 0

/** Loads the face model and opens the video; the search is named by the id it answers with. */
async function startFaceSearch(file: Blob) {
  await prepareFaceFinder()
  const search = await searchFaces(file)
  const id = (lastId += 1)
  searches.set(id, search)
  return { id, start: search.start, end: search.end }
}

/** The faces in the next sampled frame, or null once the last has been searched. */
async function nextFaces(id: number) {
  const search = searches.get(id)
  if (!search) throw new Error('This face search has stopped')
  const next = await search.found.next()
  return next.done ? null : next.value
}

/** Ends a search, finished or not. */
async function stopFaceSearch(id: number) {
  searches.get(id)?.stop()
  searches.delete(id)
}

const FACE_SEARCH_FUNCTIONS = { startFaceSearch, nextFaces, stopFaceSearch }

export type FaceSearchFunctions = typeof FACE_SEARCH_FUNCTIONS

answerCalls(FACE_SEARCH_FUNCTIONS)
