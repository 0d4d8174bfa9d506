import { useEffect, useReducer, useState } from 'react'
import { useAppDispatch } from '@store/hooks'
import { openPhotoForCover, prepareFaceFinder, suggestFaces, type OpenedPhoto } from '@/lib/cover'
import { attachmentFilesOf } from '../chooseFiles'
import { coverAreasReducer, noAreas } from './coverAreas'

export type FaceSearch = 'looking' | { found: number } | 'unavailable'

type Opening = { photo: OpenedPhoto } | 'opening' | 'failed'

/**
 * Opens the kept photo in the cover worker when the editor opens, then asks the face worker
 * for suggestions, which arrive as areas. Typing and scrolling go on meanwhile: both run in
 * workers.
 */
export function useCoverPhoto(id: string) {
  const dispatch = useAppDispatch()
  const [opening, setOpening] = useState<Opening>('opening')
  const [faceSearch, setFaceSearch] = useState<FaceSearch>('looking')
  const [areasState, changeAreas] = useReducer(coverAreasReducer, noAreas)

  useEffect(() => {
    const file = dispatch(attachmentFilesOf()).fileOf(id)
    let open = true
    let opened: OpenedPhoto | undefined
    async function openAndSuggest() {
      if (!file) throw new Error('The photo is no longer attached')
      // A failure to load shows when the faces are asked for.
      prepareFaceFinder().catch(() => undefined)
      opened = await openPhotoForCover(file)
      if (!open) return
      const { picture, pixels } = opened
      setOpening({ photo: opened })
      // The faces are found in the preview's pixels; areas are kept in the photo's.
      const scale = picture.width / pixels.width
      try {
        const faces = await suggestFaces(pixels)
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
  }, [dispatch, id])

  return { opening, faceSearch, areasState, changeAreas }
}
