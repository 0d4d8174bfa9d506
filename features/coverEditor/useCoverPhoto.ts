import { useEffect, useReducer, useState } from 'react'
import {
  findFaces,
  openPhoto,
  prepareFaceFinder,
  type CoverFormat,
  type OpenedPhoto,
} from '@/lib/cover'
import { coverAreasReducer, noAreas } from './coverAreas'

export type FaceSearch = 'looking' | { found: number } | 'unavailable'

type Opening = { photo: OpenedPhoto } | 'opening' | 'failed'

/**
 * Opens the photo in the cover worker when the editor opens, then asks the face worker
 * for suggestions, which arrive as areas. Typing and scrolling go on meanwhile: both run in
 * workers.
 */
export function useCoverPhoto(file: File, format: CoverFormat) {
  const [opening, setOpening] = useState<Opening>('opening')
  const [faceSearch, setFaceSearch] = useState<FaceSearch>('looking')
  const [areasState, changeAreas] = useReducer(coverAreasReducer, noAreas)

  useEffect(() => {
    let open = true
    let opened: OpenedPhoto | undefined
    async function openAndSuggest() {
      // A failure to load shows when the faces are asked for.
      prepareFaceFinder().catch(() => undefined)
      opened = await openPhoto(file, format)
      if (!open) return
      const { picture, pixels } = opened
      setOpening({ photo: opened })
      // The faces are found in small pixels made for the detector; areas are kept in the photo's.
      const scale = picture.width / pixels.width
      try {
        const faces = await findFaces(pixels)
        if (!open) return
        const inPicture = faces.map(({ x, y, width, height }) => ({
          x: x * scale,
          y: y * scale,
          width: width * scale,
          height: height * scale,
        }))
        changeAreas({ type: 'facesSuggested', faces: inPicture, picture })
        setFaceSearch({ found: faces.length })
      } catch {
        if (open) setFaceSearch('unavailable')
      }
    }
    openAndSuggest().catch(() => {
      if (open) setOpening('failed')
    })
    return () => {
      open = false
      opened?.preview.close()
    }
  }, [file, format])

  return { opening, faceSearch, areasState, changeAreas }
}
