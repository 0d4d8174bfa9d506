import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LimitedTextField, type LimitedTextFieldProps } from '@/ui/LimitedTextField'

type FieldProps = Omit<LimitedTextFieldProps, 'value' | 'onChange'> & { initialValue?: string }

function ControlledField({ initialValue = '', ...props }: FieldProps) {
  const [value, setValue] = useState(initialValue)
  return (
    <LimitedTextField
      label="Description"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      {...props}
    />
  )
}

const renderField = (props: FieldProps) => {
  const user = userEvent.setup()
  render(<ControlledField {...props} />)
  return { user, field: screen.getByRole('textbox', { name: 'Description' }) }
}

const ONE_MEGABYTE = 'a'.repeat(1024 * 1024)

describe('LimitedTextField', () => {
  it('keeps the first 5,000 characters of a 1 MB paste and says so', async () => {
    const { user, field } = renderField({ maxLength: 5000, multiline: true })
    await user.click(field)
    await user.paste(`start${ONE_MEGABYTE}`)
    expect(field).toHaveValue(`start${'a'.repeat(4995)}`)
    expect(screen.getByText('Only the first 5,000 characters were kept.')).toBeInTheDocument()
  })

  it('says nothing about cutting when a paste fits', async () => {
    const { user, field } = renderField({ maxLength: 10 })
    await user.click(field)
    await user.paste('0123456789')
    expect(field).toHaveValue('0123456789')
    expect(screen.queryByText(/were kept/)).not.toBeInTheDocument()
  })

  it('says so when a paste meets a full field, and stops saying it after the next edit', async () => {
    const { user, field } = renderField({ maxLength: 5, initialValue: 'abcde' })
    await user.click(field)
    await user.paste('f')
    expect(field).toHaveValue('abcde')
    expect(screen.getByText('Only the first 5 characters were kept.')).toBeInTheDocument()
    await user.keyboard('{Backspace}')
    expect(field).toHaveValue('abcd')
    expect(screen.queryByText('Only the first 5 characters were kept.')).not.toBeInTheDocument()
  })

  it('cuts any longer change, not only a paste', () => {
    const { field } = renderField({ maxLength: 200 })
    fireEvent.change(field, { target: { value: 'x'.repeat(250) } })
    expect(field).toHaveValue('x'.repeat(200))
    expect(screen.getByText('Only the first 200 characters were kept.')).toBeInTheDocument()
  })

  it('tells the browser the limit, so typing stops at it', async () => {
    const { user, field } = renderField({ maxLength: 3 })
    expect(field).toHaveAttribute('maxlength', '3')
    await user.type(field, 'abcdef')
    expect(field).toHaveValue('abc')
  })

  it('shows a counter from the given length on, with grouped numbers', async () => {
    const { user, field } = renderField({
      maxLength: 5000,
      counterFrom: 4800,
      initialValue: 'a'.repeat(4799),
    })
    expect(screen.queryByText(/of 5,000 characters/)).not.toBeInTheDocument()
    await user.type(field, 'b')
    expect(screen.getByText('4,800 of 5,000 characters')).toBeInTheDocument()
    await user.type(field, 'cd')
    expect(screen.getByText('4,802 of 5,000 characters')).toBeInTheDocument()
  })

  it('describes the field with its counter, for screen readers', () => {
    const { field } = renderField({ maxLength: 20, counterFrom: 0, initialValue: 'hello' })
    expect(field).toHaveAccessibleDescription('5 of 20 characters')
  })

  it("shows the caller's error text before the note about cutting", () => {
    const { field } = renderField({
      maxLength: 5,
      error: true,
      helperText: 'Enter an email address like name@example.com',
    })
    fireEvent.change(field, { target: { value: 'abcdefgh' } })
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument()
    expect(screen.queryByText(/were kept/)).not.toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it("shows the caller's helper text when nothing was cut", () => {
    renderField({ maxLength: 5, helperText: 'Optional' })
    expect(screen.getByText('Optional')).toBeInTheDocument()
  })
})
