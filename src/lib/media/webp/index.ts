import { strippedPhotoFamily } from '@/lib/media/core/strippedPhotos'
import { withoutWebpHiddenDetails } from './chunks'

export const WEBP = strippedPhotoFamily('webp', withoutWebpHiddenDetails)
