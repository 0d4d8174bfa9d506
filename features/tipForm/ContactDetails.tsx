import { useState } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { LimitedTextField } from '@/ui/LimitedTextField'
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  isEmailAcceptable,
  isPhoneText,
} from './tipDraft'
import { selectTipDraft } from './tipFormSelectors'
import { contactFieldEdited } from './tipFormSlice'

const EMAIL_INVALID = 'Enter an email address like name@example.com'
const PHONE_TAKES = 'Digits, spaces and + - ( )'
const PHONE_REFUSED = 'Not taken: a phone number takes only digits, spaces and + - ( )'

/**
 * Every field keeps the room of its message (two lines on a phone), so a message moves nothing
 * and the fields stand evenly spaced, that room being the space between them.
 */
const MESSAGE_ROOM = { xs: '2lh', sm: '1lh' }

interface ContactDetailsProps {
  /** Set once the email was left or the form submitted: from then on it is checked. */
  emailChecked: boolean
  onEmailLeft: () => void
}

/** Shown only when the tip is not anonymous (product.md §6). */
export function ContactDetails({ emailChecked, onEmailLeft }: ContactDetailsProps) {
  const dispatch = useAppDispatch()
  const { name, email, phone } = useAppSelector(selectTipDraft)
  const [phoneRefused, setPhoneRefused] = useState(false)
  const emailInvalid = emailChecked && !isEmailAcceptable(email)
  return (
    <Stack>
      <LimitedTextField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        fullWidth
        maxLength={NAME_MAX_LENGTH}
        reservedMessageHeight={MESSAGE_ROOM}
        value={name}
        onChange={(event) =>
          dispatch(contactFieldEdited({ field: 'name', value: event.target.value }))
        }
      />
      <LimitedTextField
        label="Email (optional)"
        name="email"
        type="email"
        autoComplete="email"
        fullWidth
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        error={emailInvalid}
        helperText={emailInvalid ? EMAIL_INVALID : undefined}
        reservedMessageHeight={MESSAGE_ROOM}
        onBlur={onEmailLeft}
        onChange={(event) =>
          dispatch(contactFieldEdited({ field: 'email', value: event.target.value }))
        }
      />
      <LimitedTextField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        fullWidth
        maxLength={PHONE_MAX_LENGTH}
        reservedMessageHeight={MESSAGE_ROOM}
        value={phone}
        error={phoneRefused}
        helperText={phoneRefused ? PHONE_REFUSED : PHONE_TAKES}
        onChange={(event) => {
          const accepted = isPhoneText(event.target.value)
          setPhoneRefused(!accepted)
          if (accepted) dispatch(contactFieldEdited({ field: 'phone', value: event.target.value }))
        }}
      />
      <Typography variant="body2" color="text.secondary">
        Privacy notice: your name, email and phone are shared only with a newsroom that buys your
        tip, so that it can check the story with you. Turn on Submit anonymously to share none of
        them.
      </Typography>
    </Stack>
  )
}
