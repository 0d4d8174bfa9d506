import { useLingui } from '@lingui/react'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CoverProgress } from '@/lib/videoCover'
import { timeLeftText } from './videoCoverTexts'

interface WorkProgressProps {
  /** What is under way: "Looking for faces through the clip". */
  label: string
  progress: CoverProgress
  /** The Cancel button's full name: "Cancel looking for faces". */
  cancelName?: string
  onCancel?: () => void
  /** Cancel takes the focus when it appears: the button that started the work is disabled. */
  focusCancel?: boolean
}

/** Long work on the clip, done on this device: how far it is, the time left, and Cancel. */
export function WorkProgress({
  label,
  progress,
  cancelName,
  onCancel,
  focusCancel = false,
}: WorkProgressProps) {
  const { _ } = useLingui()
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="body2">{label}</Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={Math.round(progress.done * 100)}
          aria-label={label}
          sx={{ flex: 1 }}
        />
        {onCancel && (
          <Button size="small" aria-label={cancelName} onClick={onCancel} autoFocus={focusCancel}>
            {_('files.cover.cancel')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {timeLeftText(progress.secondsLeft)}
      </Typography>
    </Stack>
  )
}
