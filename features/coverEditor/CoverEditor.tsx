import { useId, useRef, useState } from 'react'
import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined'
import UndoIcon from '@mui/icons-material/Undo'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { coverPhoto, type CoverFormat } from '@/lib/cover'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import { CoverEditorDialog, CoverTools } from '@/ui/CoverEditorDialog'
import { DiscardChangesDialog } from '@/ui/DiscardChangesDialog'
import { useFocusAfterChange } from '@/ui/useFocusAfterChange'
import { RetryAlert } from '@/ui/RetryAlert'
import { hasUnsavedAreas, selectedArea } from './coverAreas'
import { CoverSurface } from './CoverSurface'
import { discardQuestion, facesFoundText } from './coverTexts'
import { useCoverPhoto, type FaceSearch } from './useCoverPhoto'

function faceSearchText(search: FaceSearch) {
  if (search === 'looking') return i18n._('files.cover.lookingForFaces')
  if (search === 'unavailable') return i18n._('files.cover.facesUnavailable')
  return facesFoundText(search.found)
}

export interface CoverEditorProps {
  /** The photo as it is now: the chosen file, or the copy covered before. */
  file: File
  /** The name the photo was chosen under, for the editor's words. */
  name: string
  /** What the photo's bytes are: the covered copy is made in the same format, or as a JPEG. */
  format: CoverFormat
  /** The editor is done: shown while it is open, it is gone once this is called. */
  onClose: () => void
  /** Keeps the covered copy in the photo's place. */
  onCovered: (covered: Blob, areas: number) => Promise<void>
}

/**
 * product.md §7: the photo as large as the screen allows with the actions in view, its areas
 * drawn by pointer, touch or keyboard.
 */
export function CoverEditor({ file, name, format, onClose, onCovered }: CoverEditorProps) {
  const { _ } = useLingui()
  const keysId = useId()
  const { opening, openAgain, faceSearch, lookForFacesAgain, areasState, changeAreas } =
    useCoverPhoto(file, format)
  const { areas, past } = areasState
  const selected = selectedArea(areasState)
  const [applying, setApplying] = useState(false)
  /** Why Apply failed: a part of TipWire did not arrive, or the covering itself failed. */
  const [failed, setFailed] = useState<'notDownloaded' | 'failed'>()
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const areaElements = useRef(new Map<number, HTMLButtonElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  const focusNext = useFocusAfterChange(areas, areaElements, addButton)
  const photo = typeof opening === 'object' ? opening.photo : undefined

  function remove(id: number) {
    focusNext('add')
    changeAreas({ type: 'removed', id })
  }

  /** Cancel, Escape: at once when nothing would be lost, after a question otherwise. */
  function askToClose() {
    // Once the covered copy is on its way, it replaces the photo: nothing to cancel then.
    if (applying) return
    if (hasUnsavedAreas(areasState)) setConfirmingDiscard(true)
    else onClose()
  }

  async function apply() {
    setApplying(true)
    setFailed(undefined)
    try {
      const covered = await coverPhoto(file, format, areas)
      await onCovered(covered, areas.length)
      onClose()
    } catch (error) {
      setFailed(error instanceof ChunkLoadError ? 'notDownloaded' : 'failed')
      setApplying(false)
    }
  }

  return (
    <CoverEditorDialog
      onClose={askToClose}
      help={{
        keysId,
        touchHowTo: _('files.cover.touchHowTo'),
        keysHowTo: _('files.cover.keysHowTo'),
        notes: [_('files.cover.filledBlack'), _('files.cover.faceLimits')],
      }}
      actions={
        <>
          <Button onClick={askToClose} disabled={applying}>
            {_('files.cover.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={apply}
            disabled={!photo || areas.length === 0 || applying}
          >
            {_(applying ? 'files.cover.applying' : 'files.cover.apply')}
          </Button>
        </>
      }
    >
      <CoverTools>
        <Button
          ref={addButton}
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={!photo}
          onClick={() => {
            if (!photo) return
            focusNext('newest')
            changeAreas({ type: 'added', picture: photo.picture })
          }}
        >
          {_('files.cover.addArea')}
        </Button>
        <Button
          startIcon={<DeleteIcon />}
          variant="outlined"
          disabled={!selected}
          onClick={() => selected && remove(selected.id)}
        >
          {_('files.cover.removeArea')}
        </Button>
        <Button
          startIcon={<UndoIcon />}
          disabled={past.length === 0}
          onClick={() => changeAreas({ type: 'undone' })}
        >
          {_('files.cover.undo')}
        </Button>
      </CoverTools>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" role="status">
          {photo ? faceSearchText(faceSearch) : ''}
        </Typography>
        {photo && faceSearch === 'unavailable' && (
          <Button aria-label={_('files.cover.retryFaces')} onClick={lookForFacesAgain}>
            {_('files.cover.retry')}
          </Button>
        )}
      </Stack>
      {failed && (
        <Alert severity="error">
          {_(
            failed === 'notDownloaded'
              ? 'files.cover.coverNotDownloaded'
              : 'files.cover.coverFailed',
          )}
        </Alert>
      )}
      {opening === 'failed' && <Alert severity="error">{_('files.cover.openFailed')}</Alert>}
      {opening === 'notDownloaded' && (
        <RetryAlert severity="error" retry={_('files.cover.retry')} onRetry={openAgain}>
          {_('files.cover.openNotDownloaded')}
        </RetryAlert>
      )}
      {opening === 'opening' && (
        <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
          <CircularProgress aria-label={_('files.cover.openingPhoto')} />
        </Box>
      )}
      {photo && (
        <CoverSurface
          photo={photo}
          photoLabel={_('files.cover.photoLabel', { name: fileNameForDisplay(name) })}
          areas={areas}
          selectedId={selected?.id}
          hintId={keysId}
          areaElements={areaElements}
          onChange={(change) => {
            if (change.type === 'removed') remove(change.id)
            else changeAreas(change)
          }}
        />
      )}
      <DiscardChangesDialog
        open={confirmingDiscard}
        question={discardQuestion(areas.length)}
        outcome={_('files.cover.discardKeepsPhoto')}
        onKeepEditing={() => setConfirmingDiscard(false)}
        onDiscard={onClose}
      />
    </CoverEditorDialog>
  )
}
