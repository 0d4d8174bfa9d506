import { cleaningAs, type MediaFamily } from '@/lib/media/core/mediaFamily'
import { cleanFlac, readFlacHiddenDetails } from './file'

/** FLAC's metadata blocks and frames. */
export const FLAC: MediaFamily = {
  formats: ['flac'],
  readDetails: readFlacHiddenDetails,
  clean: cleaningAs(cleanFlac),
}

// For Ogg, whose FLAC streams carry the same metadata blocks, one a packet.
export {
  FLAC_BLOCK,
  FLAC_BLOCK_HEADER_SIZE,
  LAST_FLAC_BLOCK,
  describeFlacBlock,
  flacBlockHeader,
  keepsFlacBlock,
} from './file'
export { STREAM_INFO_MD5_AT, STREAM_INFO_SIZE, writtenStreamInfo } from './frames'
export { SEEK_POINT_SIZE, placeholderSeekTable, writtenSeekTable } from './seekTable'
