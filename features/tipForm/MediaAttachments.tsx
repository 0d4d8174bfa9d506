import { useState, type ChangeEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CloseIcon from '@mui/icons-material/Close'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { formatFileSize } from '@/lib/formatFileSize'
import { MEDIA_KINDS, MEDIA_KIND_ORDER, isAcceptedFile, type MediaKind } from './tipDraft'
import { fileRemoved, filesChosen, mediaToggled, selectTipDraft } from './tipFormSlice'

function FilePicker({ kind }: { kind: MediaKind }) {
  const dispatch = useAppDispatch()
  const files = useAppSelector(selectTipDraft).files[kind]
  const rules = MEDIA_KINDS[kind]
  const [refused, setRefused] = useState<string[]>([])

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? [])
    const accepted = chosen.filter((file) => isAcceptedFile(kind, file.type))
    setRefused(chosen.filter((file) => !accepted.includes(file)).map((file) => file.name))
    dispatch(
      filesChosen(
        kind,
        accepted.map(({ name, size, type }) => ({ name, size, type })),
      ),
    )
    // Lets the same file be chosen again after it was removed.
    event.target.value = ''
  }

  return (
    <Box sx={{ pl: { sm: 4 } }}>
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
        {rules.chooseLabel}
        <input
          type="file"
          hidden
          accept={rules.accept}
          multiple={rules.multiple}
          onChange={handleChange}
        />
      </Button>
      {refused.length > 0 && (
        <FormHelperText error role="alert">
          Only {rules.noun} files can be added here. Not added: {refused.join(', ')}
        </FormHelperText>
      )}
      {files.length > 0 && (
        <List dense aria-label={`Chosen ${rules.label.toLowerCase()} files`}>
          {files.map((file) => (
            <ListItem
              key={file.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => dispatch(fileRemoved({ kind, id: file.id }))}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={file.name}
                secondary={formatFileSize(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 2 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  )
}

export function MediaAttachments() {
  const dispatch = useAppDispatch()
  const { media } = useAppSelector(selectTipDraft)
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        Media (optional)
      </Typography>
      <FormGroup row>
        {MEDIA_KIND_ORDER.map((kind) => (
          <FormControlLabel
            key={kind}
            label={MEDIA_KINDS[kind].label}
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
      <Stack spacing={1.5}>
        {MEDIA_KIND_ORDER.filter((kind) => media[kind]).map((kind) => (
          <FilePicker key={kind} kind={kind} />
        ))}
      </Stack>
    </Box>
  )
}
