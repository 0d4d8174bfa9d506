import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/**
 * Writes `text` into the field labelled `label` in one go, as a paste does: for a test that needs
 * the words, not each key. Every key renders the form again, tens of milliseconds of a test's
 * time alone and many times that on a busy machine.
 */
export async function write(user: UserEvent, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label))
  await user.paste(text)
}
