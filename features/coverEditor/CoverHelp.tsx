import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'

const TOUCH_HOW_TO =
  'Draw on the photo with a finger to cover an area; tap an area to move it or resize it by its corner.'
const KEYS_HOW_TO =
  'Drag across the photo to cover an area. On a selected area, arrow keys move it, Shift and arrow keys resize it, Delete removes it.'
const FILLED =
  'Covered areas are filled solid black in the photo that is sent. Nothing is covered until Apply.'
const LIMITS =
  'Faces are looked for on this device, and some can be missed: small, turned away, partly hidden or blurred faces. Name badges, screens, reflections, tattoos and number plates are not looked for. Check the whole photo.'

/**
 * How to use the editor in one short line, in the words of the device in hand (a finger on a
 * touch screen, keys elsewhere), and the rest behind More help: on a phone the photo and the
 * actions must fit on one screen.
 */
export function CoverHelp({ keysId }: { keysId: string }) {
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true })
  // The area buttons are described by the keys, wherever they are shown.
  const keys = (
    <Typography variant="body2" id={keysId}>
      {KEYS_HOW_TO}
    </Typography>
  )
  return (
    <>
      {touch ? <Typography variant="body2">{TOUCH_HOW_TO}</Typography> : keys}
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
          More help
        </summary>
        <Box sx={{ display: 'grid', gap: 1, pb: 1 }}>
          {touch ? keys : <Typography variant="body2">{TOUCH_HOW_TO}</Typography>}
          <Typography variant="body2">{FILLED}</Typography>
          <Typography variant="body2">{LIMITS}</Typography>
        </Box>
      </Box>
    </>
  )
}
