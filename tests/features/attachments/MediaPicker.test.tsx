import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MediaPicker } from '@features/attachments/MediaPicker'
import { renderWithStore } from '../../support/render'

describe('a picker’s Choose button', () => {
  it('leaves no ripple behind when pressed by keyboard: the file chooser takes the key’s release', async () => {
    const user = userEvent.setup()
    renderWithStore(<MediaPicker kind="photo" />)
    const choose = screen.getByRole('button', { name: 'Choose photos' })
    choose.focus()
    await user.keyboard('{Enter>}')
    expect(choose.querySelector('.MuiTouchRipple-root')).toBeNull()
  })
})
