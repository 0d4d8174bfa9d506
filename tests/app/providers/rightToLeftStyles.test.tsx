import { describe, expect, it } from 'vitest'
import { CacheProvider } from '@emotion/react'
import Box from '@mui/material/Box'
import { render } from '@testing-library/react'
import { rightToLeftStyleCache } from '@/app/providers/rightToLeftStyles'

const stylesWritten = (key: string) =>
  [...document.querySelectorAll(`style[data-emotion^="${key}"]`)]
    .map((tag) => tag.textContent)
    .join('')

describe('the right-to-left style cache', () => {
  it('writes styles right to left, with only the vendor prefixes a supported browser needs', () => {
    const cache = rightToLeftStyleCache()
    expect(stylesWritten('rtl')).toBe('')

    render(
      <CacheProvider value={cache}>
        <Box
          sx={{
            ml: '8px',
            pr: '4px',
            textAlign: 'left',
            userSelect: 'none',
            display: 'flex',
            '@media print': { colorAdjust: 'exact' },
          }}
        >
          اردو
        </Box>
      </CacheProvider>,
    )

    const css = stylesWritten('rtl')
    expect(css).toContain('margin-right:8px')
    expect(css).toContain('padding-left:4px')
    expect(css).toContain('text-align:right')
    expect(css).not.toMatch(/margin-left|padding-right|text-align:left/)
    // The names Safari and Chrome read, before the standard ones; no prefixes for older browsers.
    expect(css).toContain('-webkit-user-select:none;user-select:none')
    expect(css).toMatch(/@media print\{[^}]*-webkit-print-color-adjust:exact;color-adjust:exact/)
    expect(css).toContain('display:flex')
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-flex/)
  })
})
