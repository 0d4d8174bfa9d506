import Box from '@mui/material/Box'
import { fileNameForDisplay, showInvisibleCharacters } from '@/lib/fileNameDisplay'

interface FileNameProps {
  /** The name as the file came with it. */
  name: string
}

/**
 * A chosen file's name as it really is: invisible and reordering characters written out, a
 * long name shortened in the middle with its extension kept, the whole name in the title. It
 * is isolated (`<bdi>`, direction from its own first letter) so that neither it nor the text
 * around it can reorder the other, and it wraps anywhere rather than scroll sideways.
 */
export function FileName({ name }: FileNameProps) {
  return (
    <Box component="bdi" title={showInvisibleCharacters(name)} sx={{ overflowWrap: 'anywhere' }}>
      {fileNameForDisplay(name)}
    </Box>
  )
}
