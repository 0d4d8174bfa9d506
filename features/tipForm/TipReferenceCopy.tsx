import { useRef, useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useLingui } from '@lingui/react'

type CopyOutcome = 'none' | 'copied' | 'refused'

const MESSAGES: Record<Exclude<CopyOutcome, 'none'>, string> = {
  copied: 'user.tipReference.copied',
  refused: 'user.tipReference.copyRefused',
}

/** product.md §6: the tip's reference, with a Copy button that falls back to selecting it. */
export function TipReferenceCopy({ reference }: { reference: string }) {
  const [outcome, setOutcome] = useState<CopyOutcome>('none')
  const fieldRef = useRef<HTMLInputElement>(null)
  const { _ } = useLingui()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference)
      setOutcome('copied')
    } catch {
      // No Clipboard API (plain HTTP, old browser) or permission refused.
      setOutcome('refused')
      fieldRef.current?.focus()
      fieldRef.current?.select()
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', width: '100%', maxWidth: 360 }}>
      {/* Copy goes under the reference where a language's word for it leaves the reference too
          little room to be read whole (Tamil's நகலெடுக்கவும் on a phone). */}
      <Stack
        direction="row"
        sx={{
          gap: 1,
          alignItems: 'center',
          justifyContent: 'center',
          flexWrap: 'wrap',
          width: '100%',
        }}
      >
        <TextField
          label={_('user.tipReference.label')}
          value={reference}
          inputRef={fieldRef}
          size="small"
          sx={{ flex: '1 1 0', minWidth: '11rem' }}
          slotProps={{
            htmlInput: {
              readOnly: true,
              style: { fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: '0.05em' },
            },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          // One line in every language.
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {_('user.tipReference.copy')}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
        {outcome === 'none' ? '' : _(MESSAGES[outcome])}
      </Typography>
    </Stack>
  )
}
