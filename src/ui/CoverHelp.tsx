import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'

export interface CoverHelpProps {
  /** The id of the keys' help, which each area button is described by. */
  keysId: string
  touchHowTo: string
  keysHowTo: string
  /** The rest, one paragraph each: what Apply makes, what the face finder misses. */
  notes: string[]
}

/**
 * How to use a cover editor in one short line, in the words of the device in hand (a finger on a
 * touch screen, keys elsewhere), and the rest behind More help: on a phone the picture and the
 * actions must fit on one screen.
 */
export function CoverHelp({ keysId, touchHowTo, keysHowTo, notes }: CoverHelpProps) {
  const { _ } = useLingui()
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true })
  // The area buttons are described by the keys, wherever they are shown.
  const keys = (
    <Typography variant="body2" id={keysId}>
      {keysHowTo}
    </Typography>
  )
  const touchLine = <Typography variant="body2">{touchHowTo}</Typography>
  return (
    <>
      {touch ? touchLine : keys}
      <Box
        component="details"
        sx={{
          '& > summary': {
            display: 'flex',
            alignItems: 'center',
            minHeight: 44,
            width: 'fit-content',
            cursor: 'pointer',
            color: 'primary.main',
            typography: 'body2',
            fontWeight: 600,
            gap: 0.5,
          },
          '&[open] > summary > svg': { transform: 'rotate(180deg)' },
          '& > summary:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <summary>
          <ExpandMoreIcon fontSize="small" aria-hidden />
          {_('files.cover.moreHelp')}
        </summary>
        <Box sx={{ display: 'grid', gap: 1, pb: 1 }}>
          {touch ? keys : touchLine}
          {notes.map((note) => (
            <Typography key={note} variant="body2">
              {note}
            </Typography>
          ))}
        </Box>
      </Box>
    </>
  )
}
