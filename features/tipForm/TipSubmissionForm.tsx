import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import SendIcon from '@mui/icons-material/Send'
import { useLingui } from '@lingui/react'
import { useAppDispatch, useAppSelector } from '@store/hooks'
import { LimitedTextField } from '@/ui/LimitedTextField'
import { RenderedInTurn } from '@/ui/RenderedAhead'
import { SectionPanel } from '@/ui/SectionPanel'
import { hasVisibleText } from '@/lib/writtenText'
import {
  MediaAttachments,
  anonymityToggled,
  selectAttachmentsSafeToSend,
  selectAttachmentsSettled,
  selectIsAnonymous,
  selectRefusedFiles,
  selectSomeFileNotDownloaded,
} from '@features/attachments'
import { ContactDetails } from './ContactDetails'
import { DiscardDraftButton } from './DiscardDraftButton'
import { RefusedFilesAlert } from './RefusedFilesAlert'
import { SafetyChecklist } from './AnonymityNotes'
import { SubmissionSuccess } from './SubmissionSuccess'
import { submitTip } from './submitTip'
import {
  DESCRIPTION_COUNTER_FROM,
  DESCRIPTION_MAX_LENGTH,
  hasDescription,
  isEmailAcceptable,
} from './tipDraft'
import { selectTipDraft, selectTipFormStatus } from './tipFormSelectors'
import { descriptionEdited } from './tipFormSlice'

interface TipFormProps {
  /** Set when the form comes back after a submission: the description takes the focus. */
  focusDescription: boolean
}

function TipForm({ focusDescription }: TipFormProps) {
  const dispatch = useAppDispatch()
  const { _ } = useLingui()
  const draft = useAppSelector(selectTipDraft)
  const anonymous = useAppSelector(selectIsAnonymous)
  const settled = useAppSelector(selectAttachmentsSettled)
  const notDownloaded = useAppSelector(selectSomeFileNotDownloaded)
  const safe = useAppSelector(selectAttachmentsSafeToSend)
  const refused = useAppSelector(selectRefusedFiles)
  const [refusalsShown, setRefusalsShown] = useState(false)
  const refusalsAlert = useRef<HTMLDivElement>(null)
  const submitting = useAppSelector(selectTipFormStatus) === 'submitting'
  const [descriptionMissing, setDescriptionMissing] = useState(false)
  const [emailChecked, setEmailChecked] = useState(false)
  const [filesUnsettled, setFilesUnsettled] = useState(false)
  const [filesUnsafe, setFilesUnsafe] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  // Once every refused file is off the list, a later refusal waits for the next Submit Tip.
  if (refusalsShown && refused.length === 0) setRefusalsShown(false)

  const focusField = (name: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()

  useEffect(() => {
    if (focusDescription) focusField('description')
  }, [focusDescription])

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    setEmailChecked(true)
    if (!hasDescription(draft)) {
      setDescriptionMissing(true)
      focusField('description')
      return
    }
    if (!anonymous && !isEmailAcceptable(draft.email)) {
      focusField('email')
      return
    }
    if (refused.length > 0) {
      // Shown at once, so the focus can move to it in the same click.
      flushSync(() => setRefusalsShown(true))
      refusalsAlert.current?.focus()
      return
    }
    setFilesUnsettled(!settled)
    setFilesUnsafe(!safe)
    if (settled && safe) {
      // The fields are disabled while the tip is sent: the focus waits on the button that says so.
      submitRef.current?.focus()
      void dispatch(submitTip())
    }
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
      <Stack
        component="fieldset"
        disabled={submitting}
        spacing={3}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={anonymous}
              onChange={(event) => dispatch(anonymityToggled(event.target.checked))}
            />
          }
          label={_('user.tipForm.submitAnonymously')}
        />
        {!anonymous && (
          <ContactDetails emailChecked={emailChecked} onEmailLeft={() => setEmailChecked(true)} />
        )}
        <LimitedTextField
          label={_('user.tipForm.descriptionLabel')}
          name="description"
          required
          multiline
          rows={4}
          // A plain textarea that grows with its text by CSS, where the browser can size a field
          // to its content: MUI's auto-growing one measures the page as the dashboard opens and
          // on each keystroke. Elsewhere it keeps four lines, and the visitor can make it taller.
          slotProps={{ input: { inputComponent: 'textarea' } }}
          sx={{
            '& textarea': {
              fieldSizing: 'content',
              minHeight: '4lh',
              '@supports not (field-sizing: content)': { resize: 'vertical' },
            },
          }}
          fullWidth
          maxLength={DESCRIPTION_MAX_LENGTH}
          counterFrom={DESCRIPTION_COUNTER_FROM}
          value={draft.description}
          onChange={(event) => {
            dispatch(descriptionEdited(event.target.value))
            if (hasVisibleText(event.target.value)) setDescriptionMissing(false)
          }}
          error={descriptionMissing}
          helperText={_(
            descriptionMissing
              ? 'user.tipForm.descriptionRequired'
              : 'user.tipForm.descriptionHint',
          )}
        />
        {/* Rendered ahead, after the fields (turn 1) and before the other panels (turn 3). */}
        <RenderedInTurn turn={2}>
          <MediaAttachments />
          {anonymous && <SafetyChecklist />}
        </RenderedInTurn>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mt: 3, gap: 1.5, alignItems: { sm: 'center' } }}
      >
        {/* Not disabled while submitting: a disabled button would drop the focus (product.md §6). */}
        <Button
          ref={submitRef}
          type="submit"
          variant="contained"
          size="large"
          aria-disabled={submitting}
          endIcon={
            submitting ? <CircularProgress size={20} color="inherit" aria-hidden /> : <SendIcon />
          }
        >
          {_(submitting ? 'user.tipForm.submitting' : 'user.tipForm.submit')}
        </Button>
        {!submitting && <DiscardDraftButton onDiscarded={() => focusField('description')} />}
      </Stack>
      {refusalsShown && <RefusedFilesAlert refused={refused} ref={refusalsAlert} />}
      <FormHelperText role="status">
        {filesUnsettled && !settled
          ? _(notDownloaded ? 'user.tipForm.filesNotDownloaded' : 'user.tipForm.filesUnsettled')
          : filesUnsafe && !safe
            ? _(anonymous ? 'user.tipForm.filesUnsafe' : 'user.tipForm.filesUncleaned')
            : ''}
      </FormHelperText>
    </Box>
  )
}

export function TipSubmissionForm() {
  const submitted = useAppSelector(selectTipFormStatus) === 'submitted'
  const { _ } = useLingui()
  // Once the success screen was shown here, the form that replaces it is a new tip to write.
  const [succeeded, setSucceeded] = useState(false)
  if (submitted && !succeeded) setSucceeded(true)
  return (
    <SectionPanel title={_('user.tipForm.title')} hideTitle={submitted}>
      {submitted ? <SubmissionSuccess /> : <TipForm focusDescription={succeeded} />}
    </SectionPanel>
  )
}
