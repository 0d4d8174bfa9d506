import { strippedPhotoFamily } from '@/lib/media/core/strippedPhotos'
import { withoutPngHiddenDetails } from './chunks'

export const PNG = strippedPhotoFamily('png', withoutPngHiddenDetails)
