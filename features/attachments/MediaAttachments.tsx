import { memo } from 'react'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { FileAnnouncer } from './FileAnnouncer'
import { MediaPicker } from './MediaPicker'
import { MEDIA_KIND_ORDER } from './mediaRules'
import { kindLabel } from './mediaTexts'
import { selectMediaToggles } from './attachmentsSelectors'
import { mediaToggled } from './attachmentsSlice'

/** Memoised with narrow reads: typing in the description does not re-render the pickers. */
export const MediaAttachments = memo(function MediaAttachments() {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const media = useAppSelector(selectMediaToggles)
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {_('files.media.legend')}
      </Typography>
      <FormGroup row>
        {MEDIA_KIND_ORDER.map((kind) => (
          <FormControlLabel
            key={kind}
            label={kindLabel(kind)}
            control={
              <Checkbox
                checked={media[kind]}
                onChange={(event) =>
                  dispatch(mediaToggled({ kind, enabled: event.target.checked }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Stack spacing={2}>
        {MEDIA_KIND_ORDER.filter((kind) => media[kind]).map((kind) => (
          <MediaPicker key={kind} kind={kind} />
        ))}
      </Stack>
      <FileAnnouncer />
    </Box>
  )
})
