import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { CoverHelp, type CoverHelpProps } from './CoverHelp'

interface CoverEditorDialogProps {
  /** Cancel, Escape: the editor decides whether to ask first. */
  onClose: () => void
  help: CoverHelpProps
  /** What stands between the content and the actions, in view however far the content scrolls. */
  beforeActions?: ReactNode
  actions: ReactNode
  children: ReactNode
}

/**
 * A cover editor's frame, photo or video (product.md §7): full screen on a phone, a dialog of
 * fixed height elsewhere, so the picture fits between the editor's words and its actions and is
 * never cut off below them; its help first.
 */
export function CoverEditorDialog({
  onClose,
  help,
  beforeActions,
  actions,
  children,
}: CoverEditorDialogProps) {
  const { _ } = useLingui()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const titleId = useId()
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      // The card's Cover button takes the focus back, whatever held it when the editor opened.
      disableRestoreFocus
      slotProps={{ paper: { sx: { height: { sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id={titleId} sx={{ py: { xs: 1.5, sm: 2 } }}>
        {_('files.cover.title')}
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: { xs: 2, sm: 3 }, py: 1 }}
      >
        <CoverHelp {...help} />
        {children}
      </DialogContent>
      {beforeActions}
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  )
}

/** A cover editor's row of tools; narrower than MUI's padding, so three fit a 375 px phone. */
export function CoverTools({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', '& > .MuiButton-root': { px: 1.25 } }}>
      {children}
    </Stack>
  )
}
