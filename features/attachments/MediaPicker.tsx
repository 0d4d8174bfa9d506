import { useId, useRef, type ChangeEvent } from 'react'
import { Trans, useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CloseIcon from '@mui/icons-material/Close'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { AttachmentCard } from './AttachmentCard'
import { chooseFiles } from './chooseFiles'
import { FORMATS, FORMATS_BY_KIND, MIME_BY_FORMAT, type MediaKind } from '@/lib/media'
import { MEDIA_KINDS, refusalElementId, sentNameOf } from './mediaRules'
import {
  chooseLabel,
  chosenListLabel,
  limitsHint,
  refusalMessage,
  refusedListLabel,
} from './mediaTexts'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import { FileName } from '@/ui/FileName'
import { selectAttachments, selectIsAnonymous, selectRefusals } from './attachmentsSelectors'
import { refusalDismissed } from './attachmentsSlice'

/**
 * The picker's filter; only a hint, since the bytes decide what a file is. Extensions too: a
 * phone names a type by extension, and calls a voice recording `.3gp` a video.
 */
const acceptOf = (kind: MediaKind) =>
  [
    ...new Set(
      FORMATS_BY_KIND[kind].flatMap((format) => [
        MIME_BY_FORMAT[format],
        `.${FORMATS[format].extension}`,
      ]),
    ),
  ].join(',')

/** One picker: its limits shown up front, the files kept, and every file refused with why. */
export function MediaPicker({ kind }: { kind: MediaKind }) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const refusals = useAppSelector(selectRefusals)[kind]
  const anonymous = useAppSelector(selectIsAnonymous)
  const hintId = useId()
  const chooseButton = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const rules = MEDIA_KINDS[kind]
  const allAttachments = useAppSelector(selectAttachments)
  const attachments = allAttachments.filter((attachment) => attachment.kind === kind)

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    void dispatch(chooseFiles(kind, Array.from(event.target.files ?? [])))
    // Lets the same file be chosen again after it was removed.
    event.target.value = ''
  }

  return (
    <Box sx={{ pl: { sm: 4 } }}>
      <Button
        ref={chooseButton}
        variant="outlined"
        startIcon={<AttachFileIcon />}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        // Pressed by Enter or Space, the button opens the file chooser before the key comes up,
        // so a ripple started by the key would never end: the focus ring shows where it is.
        disableRipple
      >
        {chooseLabel(kind)}
      </Button>
      {/* Opened by the button above: a file input's own button cannot be styled or named. */}
      <input
        ref={input}
        type="file"
        hidden
        aria-label={chooseLabel(kind)}
        accept={acceptOf(kind)}
        multiple={rules.maxCount > 1}
        onChange={handleChange}
      />
      <FormHelperText id={hintId}>{limitsHint(kind)}</FormHelperText>
      {refusals.length > 0 && (
        <Box
          component="ul"
          aria-label={refusedListLabel(kind)}
          sx={{ color: 'error.main', typography: 'body2', m: 0, mt: 1, pl: 2.5 }}
        >
          {refusals.map(({ id, name, reason }) => {
            const { id: messageId, values } = refusalMessage(reason, kind)
            return (
              // The form's message links here when the tip is sent with a refused file.
              <li key={id} id={refusalElementId(id)} tabIndex={-1}>
                <Trans id={messageId} values={{ ...values, name: <FileName name={name} /> }} />
                <IconButton
                  size="small"
                  aria-label={_('files.picker.takeOffList', { name: fileNameForDisplay(name) })}
                  onClick={() => {
                    dispatch(refusalDismissed({ kind, id }))
                    chooseButton.current?.focus()
                  }}
                  sx={{ ml: 0.5, color: 'inherit' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </li>
            )
          })}
        </Box>
      )}
      {attachments.length > 0 && (
        <Stack
          component="ul"
          aria-label={chosenListLabel(kind)}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {attachments.map((attachment) => (
            <AttachmentCard
              key={attachment.id}
              attachment={attachment}
              anonymous={anonymous}
              sentName={sentNameOf({ anonymous, attachments: allAttachments }, attachment)}
            />
          ))}
        </Stack>
      )}
    </Box>
  )
}
