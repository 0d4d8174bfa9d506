import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ReactNode,
} from 'react'
import { i18n } from '@lingui/core'
import Box from '@mui/material/Box'
import FormControl, { type FormControlProps } from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import type { ResponsiveStyleValue } from '@mui/system'

type InputProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'type'
  | 'placeholder'
  | 'autoComplete'
  | 'multiline'
  | 'rows'
  | 'inputRef'
  | 'onChange'
  | 'onBlur'
>

export type LimitedTextFieldProps = InputProps &
  Pick<FormControlProps, 'required' | 'error' | 'fullWidth' | 'sx'> & {
    /** The input's id; one is made up when none is given. */
    id?: string
    label?: ReactNode
    value?: string
    helperText?: ReactNode
    slotProps?: {
      /** The outlined input around the text: an adornment, or a plain textarea as its input. */
      input?: Partial<OutlinedInputProps>
      /** The input or textarea element itself. */
      htmlInput?: InputBaseComponentProps
    }
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

/**
 * An outlined text field that never holds more than `maxLength` characters: a longer paste
 * keeps its first characters and the helper text says so.
 * Composed as MUI's TextField composes its outlined variant, without TextField itself: that
 * imports Select, and with it menus, popovers and modals, into every page with a field.
 */
export function LimitedTextField({
  id: givenId,
  label,
  value,
  helperText,
  required = false,
  error = false,
  fullWidth = false,
  sx,
  slotProps,
  maxLength,
  counterFrom,
  reservedMessageHeight,
  onChange,
  ...inputProps
}: LimitedTextFieldProps) {
  const madeUpId = useId()
  const id = givenId ?? madeUpId
  const [truncated, setTruncated] = useState(false)
  // Set by a paste that overflows and still inserts something: its change event follows.
  const pasteOverflowed = useRef(false)

  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
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
        ? i18n._('common.limitedTextField.truncated', { max: maxLength })
        : helperText
  const helperTextId = `${id}-helper-text`

  return (
    <FormControl
      required={required}
      error={error}
      fullWidth={fullWidth}
      sx={sx}
      onPaste={handlePaste}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...inputProps}
        {...slotProps?.input}
        id={id}
        value={value}
        fullWidth={fullWidth}
        onChange={handleChange}
        aria-describedby={helperTextId}
        inputProps={{ ...slotProps?.htmlInput, maxLength }}
        // The outline's notch is as wide as the label.
        label={label}
      />
      {/* The live regions stay in place to be announced when they fill, without a gap till then. */}
      <FormHelperText
        id={helperTextId}
        sx={message || showCounter || reservedMessageHeight ? {} : { m: 0 }}
      >
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
            {showCounter && i18n._('common.limitedTextField.counter', { length, max: maxLength })}
          </Box>
        </Box>
      </FormHelperText>
    </FormControl>
  )
}
