import { memo, useRef } from 'react'
import { flushSync } from 'react-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import PlaceIcon from '@mui/icons-material/Place'
import ScheduleIcon from '@mui/icons-material/Schedule'
import type { UnknownAction } from '@reduxjs/toolkit'
import { useLingui } from '@lingui/react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { formatRupees } from '@/lib/i18n/format'
import { BoughtMark } from './BoughtMark'
import { BuyAgainPrompt } from './BuyAgainPrompt'
import { postedWhen } from './postedWhen'
import {
  buyAgainCancelled,
  buyAgainConfirmed,
  buyPressed,
  selectAsksBuyAgain,
  selectTimesBought,
} from './purchasesSlice'
import type { Tip } from './sampleTips'

const IMAGE_WIDTH = 640
const IMAGE_HEIGHT = 360

/** Memoized: the feed renders again as it scrolls or is measured, its cards seldom change. */
export const TipCard = memo(function TipCard({
  tip,
  eagerImage,
}: {
  tip: Tip
  eagerImage: boolean
}) {
  const { _ } = useLingui()
  const dispatch = useAppDispatch()
  const timesBought = useAppSelector((state) => selectTimesBought(state, tip.id))
  const asksBuyAgain = useAppSelector((state) => selectAsksBuyAgain(state, tip.id))
  const buyRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = `${tip.id}-title`
  // Rendered at once, so that the focus can move to what replaced the pressed button: Cancel as
  // the question opens, Buy as it closes. A repeated press changes nothing and moves nothing.
  const answer = (press: (tipId: string) => UnknownAction, focusAfter: typeof buyRef) => {
    flushSync(() => dispatch(press(tip.id)))
    focusAfter.current?.focus()
  }
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="img"
        src={tip.image.src}
        alt={_(tip.image.altId)}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={eagerImage ? 'eager' : 'lazy'}
        decoding="async"
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
          display: 'block',
          bgcolor: 'grey.200',
        }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', color: 'text.secondary', mb: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <Typography variant="body2" dir="auto">
              {tip.location}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{postedWhen(tip.postedAgo)}</Typography>
          </Stack>
        </Stack>
        {/* The tipster's own words keep their direction on a right-to-left page. */}
        <Typography id={titleId} variant="h3" dir="auto" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {tip.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="auto">
          {tip.excerpt}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', gap: 1, px: 2, pb: 2 }}>
        {asksBuyAgain ? (
          <BuyAgainPrompt
            price={tip.price}
            onBuyAgain={() => answer(buyAgainConfirmed, buyRef)}
            onCancel={() => answer(buyAgainCancelled, buyRef)}
            cancelRef={cancelRef}
          />
        ) : (
          <>
            {/* Price and mark stay within the button's height: a purchase moves nothing. */}
            <Stack sx={{ height: 44, justifyContent: 'center' }}>
              <Typography sx={{ fontSize: '1.25rem', fontWeight: 800, lineHeight: 1.2 }}>
                {formatRupees(tip.price)}
              </Typography>
              {timesBought > 0 && <BoughtMark count={timesBought} />}
            </Stack>
            <Button
              ref={buyRef}
              variant="contained"
              onClick={() => answer(buyPressed, cancelRef)}
              aria-label={_('newsroom.tipCard.buyLabel', { title: tip.title })}
            >
              {_('newsroom.tipCard.buy')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  )
})
