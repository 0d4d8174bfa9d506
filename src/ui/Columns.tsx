import type { ElementType, ReactNode } from 'react'
import Box from '@mui/material/Box'
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles'

interface ColumnsProps {
  /** How many columns from each breakpoint up, such as `{ xs: 1, md: 3 }`. */
  columns: Partial<Record<Breakpoint, number>>
  /** The space between cells, in theme spacing units. */
  gap: number
  component?: ElementType
  sx?: SxProps<Theme>
  children: ReactNode
}

/**
 * Equal columns from CSS grid, for the public pages: MUI's Grid would add its code to their
 * first download (product.md §14). Each child is a cell and stretches to its row's height.
 */
export function Columns({ columns, gap, component = 'div', sx, children }: ColumnsProps) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  )
  return (
    <Box
      component={component}
      sx={[
        { display: 'grid', gridTemplateColumns, gap, listStyle: 'none', p: 0, m: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  )
}
