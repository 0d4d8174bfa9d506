import { useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react'
import Box from '@mui/material/Box'
import type { ResponsiveStyleValue } from '@mui/system'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { formatCount, pluralForm } from '@/lib/formatCount'

export type LimitedTextFieldProps = TextFieldProps & {
  /** The most characters the field keeps (product.md §12). */
  maxLength: number
  /** From this length on, a live counter shows how much room is left. */
  counterFrom?: number
  /**
   * Room the message keeps while it is empty (in `lh`, lines), for a field whose error shows
   * when it is left: the form below must not move under the click that left it.
   */
  reservedMessageHeight?: ResponsiveStyleValue<string>
}

type TextInput = HTMLInputElement | HTMLTextAreaElement

const CHARACTER = { one: 'character', other: 'characters' }
const characters = (count: number) => pluralForm(count, CHARACTER)

/**
 * A TextField that never holds more than `maxLength` characters: a longer paste keeps its
 * first characters and the helper text says so.
 */
export function LimitedTextField({
  maxLength,
  counterFrom,
  reservedMessageHeight,
  onChange,
  onPaste,
  value,
  error,
  helperText,
  slotProps,
  ...textFieldProps
}: LimitedTextFieldProps) {
  const [truncated, setTruncated] = useState(false)
  // Set by a paste that overflows and still inserts something: its change event follows.
  const pasteOverflowed = useRef(false)

  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    onPaste?.(event)
    const input = event.target as TextInput
    const selected = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0)
    const room = maxLength - (input.value.length - selected)
    if (event.clipboardData.getData('text').length <= room) return
    setTruncated(true)
    // With no room at all the browser inserts nothing and no change event comes.
    pasteOverflowed.current = room > 0
  }

  const handleChange = (event: ChangeEvent<TextInput>) => {
    const overLength = event.target.value.length > maxLength
    if (overLength) event.target.value = event.target.value.slice(0, maxLength)
    setTruncated(overLength || pasteOverflowed.current)
    pasteOverflowed.current = false
    onChange?.(event)
  }

  const length = typeof value === 'string' ? value.length : 0
  const showCounter = counterFrom !== undefined && length >= counterFrom
  const message =
    error && helperText
      ? helperText
      : truncated
        ? `Only the first ${formatCount(maxLength)} ${characters(maxLength)} were kept.`
        : helperText

  return (
    <TextField
      {...textFieldProps}
      value={value}
      error={error}
      onChange={handleChange}
      onPaste={handlePaste}
      slotProps={{
        ...slotProps,
        htmlInput: { ...slotProps?.htmlInput, maxLength },
        // The live regions stay in place to be announced when they fill, without a gap till then.
        formHelperText: {
          ...slotProps?.formHelperText,
          sx: message || showCounter || reservedMessageHeight ? {} : { m: 0 },
        },
      }}
      helperText={
        <Box
          component="span"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            minHeight: reservedMessageHeight,
          }}
        >
          <span aria-live="polite">{message}</span>
          <Box component="span" aria-live="polite" sx={{ flexShrink: 0 }}>
            {showCounter &&
              `${formatCount(length)} of ${formatCount(maxLength)} ${characters(maxLength)}`}
          </Box>
        </Box>
      }
    />
  )
}
