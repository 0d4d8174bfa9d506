import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SendIcon from '@mui/icons-material/Send'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { ContactDetails } from './ContactDetails'
import { MediaAttachments } from './MediaAttachments'
import { SubmissionSuccess } from './SubmissionSuccess'
import { submitTip } from './submitTip'
import { hasDescription } from './tipDraft'
import {
  anonymityToggled,
  descriptionEdited,
  selectTipDraft,
  selectTipFormStatus,
} from './tipFormSlice'

const DESCRIPTION_REQUIRED = 'A description is required. Tell us what happened, where and when.'

function TipForm() {
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectTipDraft)
  const submitting = useAppSelector(selectTipFormStatus) === 'submitting'
  const [descriptionMissing, setDescriptionMissing] = useState(false)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!hasDescription(draft)) {
      setDescriptionMissing(true)
      event.currentTarget
        .querySelector<HTMLTextAreaElement>('textarea[name="description"]')
        ?.focus()
      return
    }
    void dispatch(submitTip())
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="tip-form-heading">
      <Stack
        component="fieldset"
        disabled={submitting}
        spacing={3}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={draft.anonymous}
              onChange={(event) => dispatch(anonymityToggled(event.target.checked))}
            />
          }
          label="Submit anonymously"
        />
        {!draft.anonymous && <ContactDetails />}
        <TextField
          label="Description"
          name="description"
          required
          multiline
          minRows={4}
          fullWidth
          value={draft.description}
          onChange={(event) => {
            dispatch(descriptionEdited(event.target.value))
            if (event.target.value.trim() !== '') setDescriptionMissing(false)
          }}
          error={descriptionMissing}
          helperText={descriptionMissing ? DESCRIPTION_REQUIRED : 'What happened, where and when?'}
        />
        <MediaAttachments />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        endIcon={<SendIcon />}
        loading={submitting}
        loadingPosition="end"
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {submitting ? 'Submitting…' : 'Submit Tip'}
      </Button>
    </Box>
  )
}

export function TipSubmissionForm() {
  const submitted = useAppSelector(selectTipFormStatus) === 'submitted'
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tip-form-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {!submitted && (
        <Typography id="tip-form-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Submit a tip
        </Typography>
      )}
      {submitted ? <SubmissionSuccess /> : <TipForm />}
    </Paper>
  )
}
