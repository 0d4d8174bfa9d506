import { useLingui } from '@lingui/react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'

/**
 * How to use the editor in one short line, in the words of the device in hand (a finger on a
 * touch screen, keys elsewhere), and the rest behind More help: on a phone the photo and the
 * actions must fit on one screen.
 */
export function CoverHelp({ keysId }: { keysId: string }) {
  const { _ } = useLingui()
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true })
  // The area buttons are described by the keys, wherever they are shown.
  const keys = (
    <Typography variant="body2" id={keysId}>
      {_('files.cover.keysHowTo')}
    </Typography>
  )
  return (
    <>
      {touch ? <Typography variant="body2">{_('files.cover.touchHowTo')}</Typography> : keys}
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
          {touch ? keys : <Typography variant="body2">{_('files.cover.touchHowTo')}</Typography>}
          <Typography variant="body2">{_('files.cover.filledBlack')}</Typography>
          <Typography variant="body2">{_('files.cover.faceLimits')}</Typography>
        </Box>
      </Box>
    </>
  )
}
