import { useEffect, useReducer, useState } from 'react'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import {
  findFaces,
  openPhoto,
  prepareFaceFinder,
  type CoverFormat,
  type OpenedPhoto,
} from '@/lib/cover'
import { coverAreasReducer, noAreas } from './coverAreas'

export type FaceSearch = 'looking' | { found: number } | 'unavailable'

/**
 * `notDownloaded`: a part of TipWire that opens the photo (the cover worker, the HEIC decoder)
 * did not arrive.
 */
type Opening = { photo: OpenedPhoto } | 'opening' | 'failed' | 'notDownloaded'

/**
 * Opens the photo in the cover worker when the editor opens, then asks the face worker
 * for suggestions, which arrive as areas. Typing and scrolling go on meanwhile: both run in
 * workers. A photo that could not be opened because a part did not arrive can be opened again,
 * and faces that could not be looked for (the face finder's code or model did not arrive) can be
 * looked for again.
 */
export function useCoverPhoto(file: File, format: CoverFormat) {
  const [opening, setOpening] = useState<Opening>('opening')
  const [openAttempt, setOpenAttempt] = useState(0)
  const [faceSearch, setFaceSearch] = useState<FaceSearch>('looking')
  const [faceAttempt, setFaceAttempt] = useState(0)
  const [areasState, changeAreas] = useReducer(coverAreasReducer, noAreas)
  const photo = typeof opening === 'object' ? opening.photo : undefined

  useEffect(() => {
    let open = true
    let opened: OpenedPhoto | undefined
    // A failure to load shows when the faces are asked for.
    prepareFaceFinder().catch(() => undefined)
    openPhoto(file, format).then(
      (photo) => {
        opened = photo
        if (open) setOpening({ photo })
      },
      (error: unknown) => {
        if (open) setOpening(error instanceof ChunkLoadError ? 'notDownloaded' : 'failed')
      },
    )
    return () => {
      open = false
      opened?.preview.close()
    }
  }, [file, format, openAttempt])

  useEffect(() => {
    if (!photo) return
    let open = true
    const { picture, pixels } = photo
    // The faces are found in small pixels made for the detector; areas are kept in the photo's.
    const scale = picture.width / pixels.width
    // The pixels move to the worker: a copy goes, so that a second search has them too.
    findFaces(structuredClone(pixels)).then(
      (faces) => {
        if (!open) return
        const inPicture = faces.map(({ x, y, width, height }) => ({
          x: x * scale,
          y: y * scale,
          width: width * scale,
          height: height * scale,
        }))
        changeAreas({ type: 'facesSuggested', faces: inPicture, picture })
        setFaceSearch({ found: faces.length })
      },
      () => {
        if (open) setFaceSearch('unavailable')
      },
    )
    return () => {
      open = false
    }
  }, [photo, faceAttempt])

  const openAgain = () => {
    setOpening('opening')
    setOpenAttempt(openAttempt + 1)
  }

  const lookForFacesAgain = () => {
    setFaceSearch('looking')
    setFaceAttempt(faceAttempt + 1)
  }

  return { opening, openAgain, faceSearch, lookForFacesAgain, areasState, changeAreas }
}
