import { useEffect, useId, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import AddIcon from '@mui/icons-material/Add'
import UndoIcon from '@mui/icons-material/Undo'
import { coverPhoto, type CoverFormat } from '@/lib/cover'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import { CoverSurface } from './CoverSurface'
import { facesFoundText } from './coverTexts'
import { useCoverPhoto, type FaceSearch } from './useCoverPhoto'

const TITLE = 'Cover faces and details'
const HOW_TO =
  'Drag across the photo to cover an area, or add one and move it. Covered areas are filled solid black in the photo that is sent.'
const KEYS_HINT =
  'On a selected area: arrow keys move it, Shift and arrow keys resize it, Delete removes it.'
const LIMITS =
  'Faces are looked for on this device, and some can be missed: small, turned away, partly hidden or blurred faces. Name badges, screens, reflections, tattoos and number plates are not looked for. Check the whole photo.'
const COVER_FAILED = 'The photo could not be covered. It is unchanged.'
const OPEN_FAILED = 'This photo could not be opened for covering. It is unchanged.'

function faceSearchText(search: FaceSearch) {
  if (search === 'looking') return 'Looking for faces…'
  if (search === 'unavailable') return 'Faces could not be looked for. Cover them yourself.'
  return facesFoundText(search.found)
}

interface CoverEditorProps {
  /** The photo as it is now: the chosen file, or the copy covered before. */
  file: File
  /** The name the photo was chosen under, for the editor's words. */
  name: string
  /** What the photo's bytes are: the covered copy is made in the same format, or as a JPEG. */
  format: CoverFormat
  open: boolean
  onClose: () => void
  /** Keeps the covered copy in the photo's place. */
  onCovered: (covered: Blob, areas: number) => Promise<void>
}

/** product.md §7: the photo full width, its areas drawn by pointer, touch or keyboard. */
export function CoverEditor({ open, onClose, ...body }: CoverEditorProps) {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  const titleId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{TITLE}</DialogTitle>
      <CoverEditorBody onClose={onClose} {...body} />
    </Dialog>
  )
}

function CoverEditorBody({
  file,
  name,
  format,
  onClose,
  onCovered,
}: Omit<CoverEditorProps, 'open'>) {
  const hintId = useId()
  const { opening, faceSearch, areasState, changeAreas } = useCoverPhoto(file, format)
  const { areas, past } = areasState
  const [applying, setApplying] = useState(false)
  const [failed, setFailed] = useState(false)
  const areaElements = useRef(new Map<number, HTMLButtonElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  /** Where the focus goes once a change is on screen: a new area, or Add area after a removal. */
  const focusAfterChange = useRef<'newest' | 'add'>(undefined)
  const photo = typeof opening === 'object' ? opening.photo : undefined

  useEffect(() => {
    if (!focusAfterChange.current) return
    const newest = areas.at(-1)
    const target =
      focusAfterChange.current === 'newest' && newest ? areaElements.current.get(newest.id) : null
    ;(target ?? addButton.current)?.focus()
    focusAfterChange.current = undefined
  }, [areas])

  async function apply() {
    setApplying(true)
    setFailed(false)
    try {
      const covered = await coverPhoto(file, format, areas)
      await onCovered(covered, areas.length)
      onClose()
    } catch {
      setFailed(true)
      setApplying(false)
    }
  }

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Typography variant="body2">{HOW_TO}</Typography>
          <Typography variant="body2" id={hintId}>
            {KEYS_HINT}
          </Typography>
          <Alert severity="warning">{LIMITS}</Alert>
          <Stack
            direction="row"
            sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}
          >
            <Button
              ref={addButton}
              startIcon={<AddIcon />}
              variant="outlined"
              disabled={!photo}
              onClick={() => {
                if (!photo) return
                focusAfterChange.current = 'newest'
                changeAreas({ type: 'added', picture: photo.picture })
              }}
            >
              Add area
            </Button>
            <Button
              startIcon={<UndoIcon />}
              disabled={past.length === 0}
              onClick={() => changeAreas({ type: 'undone' })}
            >
              Undo
            </Button>
            <Typography variant="body2" role="status" sx={{ flex: '1 1 16rem' }}>
              {photo ? faceSearchText(faceSearch) : ''}
            </Typography>
          </Stack>
          {failed && <Alert severity="error">{COVER_FAILED}</Alert>}
          {opening === 'failed' && <Alert severity="error">{OPEN_FAILED}</Alert>}
          {opening === 'opening' && (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
              <CircularProgress aria-label="Opening the photo" />
            </Box>
          )}
          {photo && (
            <CoverSurface
              photo={photo}
              photoLabel={`${fileNameForDisplay(name)}, as it will be sent`}
              areas={areas}
              hintId={hintId}
              areaElements={areaElements}
              onChange={(change) => {
                if (change.type === 'removed') focusAfterChange.current = 'add'
                changeAreas(change)
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* Once the covered copy is on its way, it replaces the photo: no Cancel then. */}
        <Button onClick={onClose} disabled={applying}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={!photo || areas.length === 0 || applying}
        >
          {applying ? 'Covering…' : 'Apply'}
        </Button>
      </DialogActions>
    </>
  )
}
