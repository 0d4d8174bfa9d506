import { useState } from 'react'
import Box from '@mui/material/Box'
import { useAppSelector } from '@store/hooks'
import { visuallyHidden } from '@/ui/visuallyHidden'
import { selectAttachmentsState } from './attachmentsSelectors'
import { fileAnnouncements } from './fileAnnouncements'

/** The one polite live region that tells what happened to the files (fileAnnouncements.ts). */
export function FileAnnouncer() {
  const files = useAppSelector(selectAttachmentsState)
  const [seen, setSeen] = useState(files)
  const [message, setMessage] = useState({ text: '', count: 0 })
  // Worked out while rendering, from the files last seen: each change is said once.
  if (files !== seen) {
    setSeen(files)
    const news = fileAnnouncements(seen, files)
    if (news.length > 0) setMessage({ text: news.join(' '), count: message.count + 1 })
  }
  return (
    <Box role="status" sx={visuallyHidden}>
      {/* A new node each time, so the same words said again (a second refusal) are heard. */}
      <span key={message.count}>{message.text}</span>
    </Box>
  )
}
