import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { contactFieldEdited, selectTipDraft, type ContactField } from './tipFormSlice'

const FIELDS: { field: ContactField; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
]

/** Shown only when the tip is not anonymous (spec 4). */
export function ContactDetails() {
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectTipDraft)
  return (
    <Stack spacing={2}>
      {FIELDS.map(({ field, label, type, autoComplete }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type={type}
          autoComplete={autoComplete}
          fullWidth
          value={draft[field]}
          onChange={(event) => dispatch(contactFieldEdited({ field, value: event.target.value }))}
        />
      ))}
      <Typography variant="body2" color="text.secondary">
        Privacy notice: your name, email and phone are shared only with a newsroom that buys your
        tip, so that it can check the story with you. Turn on Submit anonymously to share none of
        them.
      </Typography>
    </Stack>
  )
}
