import { useState } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
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
  const { _ } = useLingui()
  const emailInvalid = emailChecked && !isEmailAcceptable(email)
  return (
    <Stack>
      <LimitedTextField
        label={_('user.contact.nameLabel')}
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
        label={_('user.contact.emailLabel')}
        name="email"
        type="email"
        autoComplete="email"
        fullWidth
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        error={emailInvalid}
        helperText={emailInvalid ? _('user.contact.emailInvalid') : undefined}
        reservedMessageHeight={MESSAGE_ROOM}
        onBlur={onEmailLeft}
        onChange={(event) =>
          dispatch(contactFieldEdited({ field: 'email', value: event.target.value }))
        }
      />
      <LimitedTextField
        label={_('user.contact.phoneLabel')}
        name="phone"
        type="tel"
        autoComplete="tel"
        fullWidth
        maxLength={PHONE_MAX_LENGTH}
        reservedMessageHeight={MESSAGE_ROOM}
        value={phone}
        error={phoneRefused}
        helperText={_(phoneRefused ? 'user.contact.phoneRefused' : 'user.contact.phoneTakes')}
        onChange={(event) => {
          const accepted = isPhoneText(event.target.value)
          setPhoneRefused(!accepted)
          if (accepted) dispatch(contactFieldEdited({ field: 'phone', value: event.target.value }))
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {_('user.contact.privacyNotice')}
      </Typography>
    </Stack>
  )
}
