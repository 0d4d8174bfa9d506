import { useEffect, useRef, type RefObject } from 'react'
import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import type { OpenedPhoto } from '@/lib/cover'
import { CoverAreaBox } from '@/ui/CoverAreaBox'
import { CoverDrawingSurface } from '@/ui/CoverDrawingSurface'
import type { CoverArea, CoverAreasChange } from './coverAreas'
import { areaLabel } from './coverTexts'

interface CoverSurfaceProps {
  photo: OpenedPhoto
  photoLabel: string
  areas: CoverArea[]
  selectedId: number | undefined
  hintId: string
  onChange: (change: CoverAreasChange) => void
  /** The area buttons by id, so the editor can move the focus to one. */
  areaElements: RefObject<Map<number, HTMLButtonElement>>
}

/** The photo as it will be sent, its areas over it. */
export function CoverSurface({
  photo,
  photoLabel,
  areas,
  selectedId,
  hintId,
  onChange,
  areaElements,
}: CoverSurfaceProps) {
  const { _ } = useLingui()
  const { picture, preview } = photo
  const surfaceRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    canvasRef.current?.getContext('2d')?.drawImage(preview, 0, 0)
  }, [preview])

  return (
    <CoverDrawingSurface
      ref={surfaceRef}
      picture={picture}
      onDrawn={(rect) => onChange({ type: 'drawn', rect, picture })}
    >
      <Box
        component="canvas"
        ref={canvasRef}
        width={preview.width}
        height={preview.height}
        role="img"
        aria-label={photoLabel}
        sx={{ display: 'block', width: '100%', height: '100%' }}
      />
      {areas.map((area, index) => (
        <CoverAreaBox
          key={area.id}
          area={area}
          label={areaLabel(area, index, areas.length)}
          suggestedTag={area.suggested ? _('files.cover.suggestedTag') : undefined}
          selected={area.id === selectedId}
          hintId={hintId}
          picture={picture}
          surface={() => surfaceRef.current}
          onSelect={() => onChange({ type: 'selected', id: area.id })}
          onChange={(rect, continues) =>
            onChange({ type: 'moved', id: area.id, rect, picture, continues })
          }
          onRemove={() => onChange({ type: 'removed', id: area.id })}
          ref={(element) => {
            if (element) areaElements.current.set(area.id, element)
            else areaElements.current.delete(area.id)
          }}
        />
      ))}
    </CoverDrawingSurface>
  )
}
