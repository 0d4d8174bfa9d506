import { Fragment, type ReactNode, type Ref } from 'react'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import { Trans } from '@lingui/react'
import { refusalElementId, type RefusedFile } from '@features/attachments'
import { activeLocale } from '@/lib/i18n/catalogues'
import { FileName } from '@/ui/FileName'

interface RefusedFilesAlertProps {
  refused: readonly RefusedFile[]
  /** Takes the focus when Submit Tip finds a refused file. */
  ref: Ref<HTMLDivElement>
}

// 'unit' lists, as the language writes them: 'a.jpg, b.jpg' in English, with no 'and'.
const nameLists = new Map<string, Intl.ListFormat>()

function nameList(locale: string) {
  let list = nameLists.get(locale)
  if (!list) {
    list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' })
    nameLists.set(locale, list)
  }
  return list
}

/** The links, separated as the active language separates a list. */
function listed(links: readonly ReactNode[]) {
  const parts = nameList(activeLocale()).formatToParts(links.map((_, index) => String(index)))
  return parts.map((part, position) => (
    <Fragment key={position}>
      {part.type === 'element' ? links[Number(part.value)] : part.value}
    </Fragment>
  ))
}

/**
 * Why the tip was not sent: files the sender chose were refused, and it would go without them
 * (product.md §7). Each name links to its line under its picker, where it can be taken off the
 * list or another file chosen; nothing typed or chosen is lost.
 */
export function RefusedFilesAlert({ refused, ref }: RefusedFilesAlertProps) {
  const links = refused.map(({ id, name }) => (
    <Link key={id} href={`#${refusalElementId(id)}`}>
      <FileName name={name} />
    </Link>
  ))
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ mt: 2 }}>
      <Trans
        id="user.refusedFiles.notSent"
        values={{ count: refused.length, files: <>{listed(links)}</> }}
      />
    </Alert>
  )
}
