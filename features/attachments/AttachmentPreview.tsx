import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import type { MediaKind } from '@/lib/media'
import type { Attachment } from './attachment'
import { usePreviewUrl } from './usePreviewUrl'

/** Fixed boxes, the same while checking and once shown, so nothing moves as previews appear. */
const PREVIEW_BOX = {
  photo: { width: 96, height: 96 },
  video: { width: '100%', aspectRatio: '16 / 9' },
  audio: { width: '100%', height: 54 },
} as const satisfies Record<MediaKind, object>

function ReadyPreview({ attachment }: { attachment: Attachment }) {
  const url = usePreviewUrl(attachment.id)
  if (!url) return null
  const fill = { width: '100%', height: '100%', display: 'block' } as const
  switch (attachment.kind) {
    case 'photo':
      return (
        <Box
          component="img"
          src={url}
          alt={fileNameForDisplay(attachment.name)}
          sx={{ ...fill, objectFit: 'cover' }}
        />
      )
    case 'video':
      return <Box component="video" src={url} controls preload="metadata" sx={fill} />
    case 'audio':
      return (
        <Box
          component="audio"
          src={url}
          controls
          preload="metadata"
          aria-label={fileNameForDisplay(attachment.name)}
          sx={fill}
        />
      )
  }
}

/** A file this browser cannot play is sent all the same: a line says so, in the audio's room. */
function NoPreview() {
  const { _ } = useLingui()
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ ...PREVIEW_BOX.audio, display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      {_('files.card.noPreview')}
    </Typography>
  )
}

export function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const ready = attachment.status !== 'checking'
  if (ready && !attachment.previewable) return <NoPreview />
  return (
    <Box
      sx={{
        ...PREVIEW_BOX[attachment.kind],
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: attachment.kind === 'audio' ? 'transparent' : 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {ready ? (
        <ReadyPreview attachment={attachment} />
      ) : attachment.notDownloaded ? (
        // Not being checked: waiting for the sender's Retry (the card says why).
        <CloudOffIcon color="action" aria-hidden />
      ) : (
        <CircularProgress size={24} aria-hidden />
      )}
    </Box>
  )
}
