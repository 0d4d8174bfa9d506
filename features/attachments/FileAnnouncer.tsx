import { useState } from 'react'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import { useAppSelector } from '@store/hooks'
import { visuallyHidden } from '@/ui/visuallyHidden'
import { selectAttachmentsState } from './attachmentsSlice'
import { announcementText, fileAnnouncements, type FileAnnouncement } from './fileAnnouncements'

/** The one polite live region that tells what happened to the files (fileAnnouncements.ts). */
export function FileAnnouncer() {
  // Worded while rendering, in the active language.
  useLingui()
  const files = useAppSelector(selectAttachmentsState)
  const [seen, setSeen] = useState(files)
  const [message, setMessage] = useState<{ news: FileAnnouncement[]; count: number }>({
    news: [],
    count: 0,
  })
  // Worked out while rendering, from the files last seen: each change is said once.
  if (files !== seen) {
    setSeen(files)
    const news = fileAnnouncements(seen, files)
    if (news.length > 0) setMessage({ news, count: message.count + 1 })
  }
  return (
    <Box role="status" sx={visuallyHidden}>
      {/* A new node each time, so the same words said again (a second refusal) are heard. */}
      <span key={message.count}>{message.news.map(announcementText).join(' ')}</span>
    </Box>
  )
}
