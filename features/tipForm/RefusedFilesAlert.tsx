import type { Ref } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { refusalElementId, type RefusedFile } from '@features/attachments'
import { formatCount } from '@/lib/formatCount'
import { FileName } from '@/ui/FileName'

interface RefusedFilesAlertProps {
  refused: readonly RefusedFile[]
  /** Takes the focus when Submit Tip finds a refused file. */
  ref: Ref<HTMLDivElement>
}

/**
 * Why the tip was not sent: files the sender chose were refused, and it would go without them
 * (product.md §7). Each name links to its line under its picker, where it can be taken off the
 * list or another file chosen; nothing typed or chosen is lost.
 */
export function RefusedFilesAlert({ refused, ref }: RefusedFilesAlertProps) {
  const one = refused.length === 1
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ mt: 2 }}>
      {one
        ? 'A file was not added, so the tip has not been sent: '
        : `${formatCount(refused.length)} files were not added, so the tip has not been sent: `}
      {refused.map(({ id, name }, position) => (
        <Box component="span" key={id}>
          {position > 0 && ', '}
          <Link href={`#${refusalElementId(id)}`}>
            <FileName name={name} />
          </Link>
        </Box>
      ))}
      .{' '}
      {one
        ? 'Take it off the list or choose another file, then submit again.'
        : 'Take them off the list or choose other files, then submit again.'}
    </Alert>
  )
}
