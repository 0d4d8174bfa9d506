import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { FileName } from '@/ui/FileName'

const renderInSentence = (name: string) =>
  render(
    <p>
      Refused: <FileName name={name} /> is not a photo.
    </p>,
  )

describe('FileName', () => {
  it('shows a right-to-left override written out, isolated from the sentence around it', () => {
    renderInSentence('holiday-\u202Egpj.exe')
    const shown = screen.getByText('holiday-⟨U+202E⟩gpj.exe')
    expect(shown.tagName).toBe('BDI')
    expect(shown.closest('p')).toHaveTextContent('Refused: holiday-⟨U+202E⟩gpj.exe is not a photo.')
    expect(shown.closest('p')?.textContent).not.toContain('\u202E')
  })

  it('shortens a 10,000-character name and keeps the whole of it in the title', () => {
    const name = `${'n'.repeat(9996)}.jpg`
    renderInSentence(name)
    const shown = screen.getByTitle(name)
    expect(shown).toHaveTextContent(/^n+…n+\.jpg$/)
    expect(shown.textContent).toHaveLength(60)
  })

  it('writes out the invisible characters in the title too', () => {
    renderInSentence('holiday-\u202Egpj.exe')
    expect(screen.getByTitle('holiday-⟨U+202E⟩gpj.exe')).toBeInTheDocument()
  })
})
