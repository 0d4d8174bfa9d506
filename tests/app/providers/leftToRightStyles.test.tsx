import { describe, expect, it } from 'vitest'
import { CacheProvider } from '@emotion/react'
import Box from '@mui/material/Box'
import { render } from '@testing-library/react'
import { leftToRightStyleCache } from '@/app/providers/leftToRightStyles'

const stylesWritten = () =>
  [...document.querySelectorAll('style[data-emotion^="css"]')]
    .map((tag) => tag.textContent)
    .join('')

describe('the left-to-right style cache', () => {
  it("keeps Emotion's class names, with only the vendor prefixes a supported browser needs", () => {
    render(
      <CacheProvider value={leftToRightStyleCache()}>
        <Box
          sx={{
            ml: '8px',
            userSelect: 'none',
            display: 'flex',
            alignItems: 'center',
            transition: 'opacity 1s',
            '@media print': { colorAdjust: 'exact' },
          }}
        >
          English
        </Box>
      </CacheProvider>,
    )

    const css = stylesWritten()
    expect(css).toMatch(/^\.css-\w+\{/)
    expect(css).toContain('margin-left:8px')
    // The names Safari and Chrome read, before the standard ones; no prefixes for older browsers.
    expect(css).toContain('-webkit-user-select:none;user-select:none')
    expect(css).toMatch(/@media print\{[^}]*-webkit-print-color-adjust:exact;color-adjust:exact/)
    expect(css).toContain('display:flex;align-items:center;transition:opacity 1s')
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-flex|-webkit-transition/)
  })
})
