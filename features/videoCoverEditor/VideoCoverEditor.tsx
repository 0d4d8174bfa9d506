import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { useLingui } from '@lingui/react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined'
import FaceIcon from '@mui/icons-material/FaceRetouchingOff'
import { ChunkLoadError } from '@/lib/chunkLoadError'
import { fileNameForDisplay } from '@/lib/fileNameDisplay'
import {
  coverVideo,
  suggestFaceTracks,
  type CoveredVideo,
  type OpenedVideo,
  type SoundChoice,
} from '@/lib/videoCover'
import { CoverEditorDialog, CoverTools } from '@/ui/CoverEditorDialog'
import { DiscardChangesDialog } from '@/ui/DiscardChangesDialog'
import { useFocusAfterChange } from '@/ui/useFocusAfterChange'
import { coverBoxesReducer, hasUnsavedBoxes, noBoxes, selectedTrack } from './coverBoxes'
import { firstSoundChoice, SoundChoiceGroup } from './SoundChoiceGroup'
import { Timeline } from './Timeline'
import { TimeRangeButtons } from './TimeRangeButtons'
import { TrackList } from './TrackList'
import { usePlayer } from './usePlayer'
import { useCoverWork } from './useCoverWork'
import { VideoSurface } from './VideoSurface'
import { discardQuestion, facesFoundText } from './videoCoverTexts'
import { WorkProgress } from './WorkProgress'

export type CoverableVideo = Extract<OpenedVideo, { coverable: true }>

/** What Apply did, for the card's words; `none`: the video had no sound to keep or remove. */
export interface VideoCover {
  areas: number
  sound: 'kept' | 'removed' | 'disguised' | 'none'
}

const SOUND_DONE = { keep: 'kept', remove: 'removed', disguise: 'disguised' } as const

const soundDone = (hasSound: boolean, sound: SoundChoice): VideoCover['sound'] =>
  hasSound ? SOUND_DONE[sound] : 'none'

export interface VideoCoverEditorProps {
  /** The video as it is now: the chosen file, or the new file covered before. */
  file: File
  /** The name the video was chosen under, for the editor's words. */
  name: string
  /** What the engine found when it opened the video: its size as shown, length and sound. */
  video: CoverableVideo
  /** The editor is done: shown while it is open, it is gone once this is called. */
  onClose: () => void
  /** Keeps the new file in the video's place. */
  onCovered: (covered: CoveredVideo, cover: VideoCover) => Promise<void>
}

/** Why Apply did not give a new file: stopped by the sender, a part not downloaded, or failed. */
function applyOutcomeText(work: ReturnType<typeof useCoverWork<unknown>>['work']) {
  if (work.state === 'stopped') return 'files.videoCover.coverStopped'
  if (work.state !== 'failed') return undefined
  return work.error instanceof ChunkLoadError
    ? 'files.videoCover.coverNotDownloaded'
    : 'files.videoCover.coverFailed'
}

/**
 * product.md §7: the video with a timeline, its boxes drawn by pointer, touch or keyboard and
 * fixed at moments of the clip, faces suggested on the device, the sound kept, removed or its
 * voice disguised, and a
 * new file made on Apply.
 */
export function VideoCoverEditor({ file, name, video, onClose, onCovered }: VideoCoverEditorProps) {
  const { _ } = useLingui()
  const keysId = useId()
  const { duration } = video
  const hasSound = video.sound !== null
  const picture = { width: video.width, height: video.height }
  const { showIn, ...player } = usePlayer(file, duration)
  const [boxesState, changeBoxes] = useReducer(coverBoxesReducer, noBoxes)
  const { tracks } = boxesState
  const selected = selectedTrack(boxesState)
  const [sound, setSound] = useState<SoundChoice>(() =>
    video.sound ? firstSoundChoice(video.sound) : 'keep',
  )
  const faces = useCoverWork<number>()
  const applying = useCoverWork<CoveredVideo>()
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const boxElements = useRef(new Map<string, HTMLButtonElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  const suggestButton = useRef<HTMLButtonElement>(null)
  const searching = faces.work.state === 'working'
  const wasSearching = useRef(false)
  const focusNext = useFocusAfterChange(tracks, boxElements, addButton)
  const busy = applying.work.state === 'working'
  const applyOutcome = applyOutcomeText(applying.work)

  // Suggest faces is disabled while it runs and the search's Cancel goes when it ends: the focus
  // moves to that Cancel, then back to Suggest faces, never left on the page behind the dialog.
  useEffect(() => {
    if (wasSearching.current && !searching) suggestButton.current?.focus()
    wasSearching.current = searching
  }, [searching])

  function remove(id: string) {
    focusNext('add')
    changeBoxes({ type: 'removed', id })
  }

  /** Cancel, Escape: stops the covering under way; else closes, after a question if work would be lost. */
  function askToClose() {
    if (busy) applying.cancel()
    else if (hasUnsavedBoxes(boxesState)) setConfirmingDiscard(true)
    else onClose()
  }

  function suggestFaces() {
    faces.run(async (onProgress, signal) => {
      const found = await suggestFaceTracks(file, onProgress, signal)
      changeBoxes({ type: 'facesSuggested', tracks: found })
      return found.length
    })
  }

  async function apply() {
    player.pause()
    const request = { tracks: tracks.map(({ id, keys }) => ({ id, keys })), sound }
    const covered = await applying.run((onProgress, signal) =>
      coverVideo(file, request, onProgress, signal),
    )
    if (!covered) return
    await onCovered(covered, { areas: tracks.length, sound: soundDone(hasSound, sound) })
    onClose()
  }

  const nothingToApply = tracks.length === 0 && sound === 'keep'

  return (
    <CoverEditorDialog
      onClose={askToClose}
      help={{
        keysId,
        touchHowTo: _('files.videoCover.touchHowTo'),
        keysHowTo: _('files.videoCover.keysHowTo'),
        notes: [_('files.videoCover.filledBlack'), _('files.videoCover.faceLimits')],
      }}
      beforeActions={
        // In view however far the editor is scrolled: Apply's progress and outcome.
        (applying.work.state === 'working' || applyOutcome) && (
          <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1 }}>
            {applying.work.state === 'working' && (
              <WorkProgress
                label={_('files.videoCover.covering')}
                progress={applying.work.progress}
              />
            )}
            {applyOutcome && (
              <Alert severity={applying.work.state === 'stopped' ? 'info' : 'error'}>
                {_(applyOutcome)}
              </Alert>
            )}
          </Box>
        )
      }
      actions={
        <>
          {/* While the new file is made, Cancel stops it: the video stays as it was. */}
          <Button onClick={askToClose}>{_('files.cover.cancel')}</Button>
          <Button variant="contained" onClick={apply} disabled={nothingToApply || busy}>
            {_(busy ? 'files.cover.applying' : 'files.cover.apply')}
          </Button>
        </>
      }
    >
      <CoverTools>
        <Button
          ref={suggestButton}
          startIcon={<FaceIcon />}
          variant="outlined"
          disabled={searching || busy}
          onClick={suggestFaces}
        >
          {_('files.videoCover.suggestFaces')}
        </Button>
        <Button
          ref={addButton}
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={busy}
          onClick={() => {
            focusNext('newest')
            changeBoxes({ type: 'added', picture, time: player.time, duration })
          }}
        >
          {_('files.videoCover.addBox')}
        </Button>
        <Button
          startIcon={<DeleteIcon />}
          variant="outlined"
          disabled={!selected || busy}
          onClick={() => selected && remove(selected.id)}
        >
          {_('files.videoCover.removeBox')}
        </Button>
      </CoverTools>
      {faces.work.state === 'working' ? (
        <WorkProgress
          focusCancel
          label={_('files.videoCover.lookingForFaces')}
          progress={faces.work.progress}
          cancelName={_('files.videoCover.cancelLookingForFaces')}
          onCancel={faces.cancel}
        />
      ) : (
        <Typography variant="body2" role="status">
          {faces.work.state === 'done' && facesFoundText(faces.work.result)}
          {faces.work.state === 'stopped' && _('files.videoCover.facesStopped')}
          {faces.work.state === 'failed' && _('files.videoCover.facesFailed')}
        </Typography>
      )}
      <Box
        sx={{
          flex: { xs: '1 0 auto', md: '1 1 0' },
          display: 'grid',
          // Beside the player on a wide screen, the boxes and the sound; under it on a phone.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 20rem' },
          gap: 2,
          minHeight: { md: 0 },
        }}
      >
        <Stack sx={{ gap: 1, minHeight: 0 }}>
          <VideoSurface
            videoLabel={_('files.videoCover.videoLabel', { name: fileNameForDisplay(name) })}
            picture={picture}
            duration={duration}
            player={player}
            showVideoIn={showIn}
            tracks={tracks}
            selectedId={selected?.id}
            hintId={keysId}
            boxElements={boxElements}
            onChange={(change) => {
              if (change.type === 'removed') remove(change.id)
              else changeBoxes(change)
            }}
          />
          <Timeline player={player} duration={duration} />
          <TimeRangeButtons
            tracks={tracks}
            selected={selected}
            time={player.time}
            disabled={busy}
            onChange={changeBoxes}
          />
        </Stack>
        <Stack sx={{ gap: 1, minHeight: 0, overflowY: { md: 'auto' } }}>
          <TrackList
            tracks={tracks}
            selectedId={selected?.id}
            onGoTo={(track, start) => {
              player.pause()
              player.seek(start)
              changeBoxes({ type: 'selected', id: track.id })
            }}
            onRemove={(track) => remove(track.id)}
          />
          {video.sound && (
            <SoundChoiceGroup
              sound={sound}
              options={video.sound}
              onChange={setSound}
              disabled={busy}
            />
          )}
        </Stack>
      </Box>
      <DiscardChangesDialog
        open={confirmingDiscard}
        question={discardQuestion(tracks.length)}
        outcome={_('files.videoCover.discardKeepsVideo')}
        onKeepEditing={() => setConfirmingDiscard(false)}
        onDiscard={onClose}
      />
    </CoverEditorDialog>
  )
}
