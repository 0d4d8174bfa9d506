import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import SendIcon from '@mui/icons-material/Send'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { SectionPanel } from '@/ui/SectionPanel'
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
    <Box component="form" noValidate onSubmit={handleSubmit}>
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
    <SectionPanel title="Submit a tip" hideTitle={submitted}>
      {submitted ? <SubmissionSuccess /> : <TipForm />}
    </SectionPanel>
  )
}
