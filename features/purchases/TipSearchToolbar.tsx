import { memo, type Ref } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import DownloadIcon from '@mui/icons-material/Download'
import FilterListIcon from '@mui/icons-material/FilterList'
import SearchIcon from '@mui/icons-material/Search'
import { useLingui } from '@lingui/react'
import { LimitedTextField } from '@/ui/LimitedTextField'
import { NotInDemoButton } from '@/ui/NotInDemoButton'

/** product.md §12 */
export const SEARCH_MAX_LENGTH = 200

interface TipSearchToolbarProps {
  /** Called on each change; the query is what the box holds. */
  onQueryChange: () => void
  searchRef: Ref<HTMLInputElement>
}

/**
 * The search box is the browser's own, not held in React state: a keystroke is painted in the
 * box at once, without rendering anything, and the page reads the query from the box.
 * Memoized, so the page's renders for a new query leave the toolbar alone.
 */
export const TipSearchToolbar = memo(function TipSearchToolbar({
  onQueryChange,
  searchRef,
}: TipSearchToolbarProps) {
  const { _ } = useLingui()
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      role="search"
      sx={{ gap: 2, mb: 3, alignItems: { sm: 'center' } }}
    >
      <LimitedTextField
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={_('newsroom.search.placeholder')}
        inputRef={searchRef}
        onChange={onQueryChange}
        fullWidth
        // MUI fades a placeholder to 2.5:1 against the page; text needs 4.5:1 (product.md §9).
        sx={{ '& .MuiInputBase-input::placeholder': { color: 'text.secondary', opacity: 1 } }}
        slotProps={{
          htmlInput: { 'aria-label': _('newsroom.search.label') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* product.md §9: shown, inactive in this demo, saying so */}
      <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
        <NotInDemoButton label={_('newsroom.search.filter')} startIcon={<FilterListIcon />} />
        <NotInDemoButton label={_('newsroom.search.export')} startIcon={<DownloadIcon />} />
      </Stack>
    </Stack>
  )
})
