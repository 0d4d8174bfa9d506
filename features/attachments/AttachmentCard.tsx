import { memo } from 'react'
import { Trans, useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { useAppDispatch } from '@store/hooks'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import { formatFileSize } from '@/lib/i18n/formatFileSize'
import { FileName } from '@/ui/FileName'
import { AttachmentPreview } from './AttachmentPreview'
import { CoverPhotoButton } from './CoverPhotoButton'
import { CoverVideoButton } from './CoverVideoButton'
import { DisguiseVoiceButton } from './DisguiseVoiceButton'
import { HiddenDetailsNote } from './HiddenDetailsNote'
import { ShortenedRecordingNote } from './ShortenedRecordingNote'
import { NotDownloadedNote } from './NotDownloadedNote'
import {
  coveredSummary,
  disguisedVoiceLimits,
  formatLabel,
  videoCoveredSummary,
  voiceDisguisedSummary,
} from './mediaTexts'
import { COVERABLE_VIDEO_FORMATS } from './mediaRules'
import type { Attachment } from './attachment'
import { fileRemoved } from './attachmentsSlice'

/** Short phrases that read badly broken: '2.1 kB', 'JPEG photo', 'photo-1.jpg'. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const

interface AttachmentCardProps {
  attachment: Attachment
  anonymous: boolean
  /** The name the file is sent under, when it is not its own (an anonymous tip). */
  sentName: string | undefined
}

/**
 * One chosen file: its preview, name, what its bytes are, its size, the name it is sent under,
 * how many areas are covered, its hidden details (or why they wait), whether a recording goes
 * shorter, a Remove button and, for a photo or a video, the way into a cover editor, for a voice
 * note the way to disguise its voice. Memoised: the store
 * keeps an unchanged attachment's object, so only the card whose file changed renders.
 */
export const AttachmentCard = memo(function AttachmentCard({
  attachment,
  anonymous,
  sentName,
}: AttachmentCardProps) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const { id, kind, name, size, format } = attachment
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {kind === 'video' && <AttachmentPreview attachment={attachment} />}
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        {kind === 'photo' && <AttachmentPreview attachment={attachment} />}
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            <FileName name={name} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {/* Each language separates them: Urdu's comma, as a dot beside digits reads as its zero. */}
            {format ? (
              <Trans
                id="files.card.formatAndSize"
                values={{ format: formatLabel(format, kind), size: formatFileSize(size) }}
                components={{
                  0: <Box component="span" sx={NO_WRAP} />,
                  1: <Box component="span" sx={NO_WRAP} />,
                }}
              />
            ) : (
              <Box component="span" sx={NO_WRAP}>
                {formatFileSize(size)}
              </Box>
            )}
          </Typography>
          {attachment.coveredAreas > 0 && (
            <Typography variant="body2">
              {coveredSummary(attachment.coveredAreas, attachment.coveredFrom)}
            </Typography>
          )}
          {attachment.coveredVideo && (
            <Typography variant="body2">{videoCoveredSummary(attachment.coveredVideo)}</Typography>
          )}
          {attachment.coveredVideo?.sound === 'disguised' && (
            <Typography variant="body2">{disguisedVoiceLimits()}</Typography>
          )}
          {attachment.voiceDisguised && (
            <Typography variant="body2">{voiceDisguisedSummary()}</Typography>
          )}
          {sentName && sentName !== name && (
            <Typography variant="body2">
              <Trans
                id="files.card.sentAs"
                values={{
                  name: (
                    <Box component="bdi" sx={NO_WRAP}>
                      {sentName}
                    </Box>
                  ),
                }}
              />
            </Typography>
          )}
        </Stack>
        <IconButton
          aria-label={_('files.card.remove', { name: fileNameForDisplay(name) })}
          onClick={() => dispatch(fileRemoved({ id }))}
          sx={{ mt: -0.5 }}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      {kind === 'audio' && <AttachmentPreview attachment={attachment} />}
      {kind === 'audio' && format && <DisguiseVoiceButton attachment={attachment} />}
      {kind === 'photo' && <CoverPhotoButton attachment={attachment} />}
      {format && COVERABLE_VIDEO_FORMATS.includes(format) && (
        <CoverVideoButton attachment={attachment} />
      )}
      {attachment.notDownloaded ? (
        <NotDownloadedNote attachment={attachment} />
      ) : (
        <HiddenDetailsNote attachment={attachment} anonymous={anonymous} />
      )}
      <ShortenedRecordingNote attachment={attachment} anonymous={anonymous} />
    </Box>
  )
})
