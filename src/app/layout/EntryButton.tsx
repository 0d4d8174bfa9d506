import type { ReactNode } from 'react'
import { RouterLink } from '@/ui/links'
import Box from '@mui/material/Box'
import { useAppSelector } from '@store/hooks'
import { selectUserType, type UserType } from '@features/session/sessionSlice'
import { entryPath } from '@/app/router/paths'
import { lightButtonSx, type LightButtonColor } from '@/ui/lightButtonSx'

interface EntryButtonProps {
  role: UserType
  children: ReactNode
  variant?: 'contained' | 'outlined'
  color?: LightButtonColor
}

/** A call to action for one side: to its dashboard when logged in as it, else to its login. */
export function EntryButton({
  role,
  children,
  variant = 'contained',
  color = 'primary',
}: EntryButtonProps) {
  const userType = useAppSelector(selectUserType)
  return (
    <Box
      component={RouterLink}
      to={entryPath(role, userType)}
      sx={[lightButtonSx(variant, color), { px: 2.75, py: 1, fontSize: '0.9375rem' }]}
    >
      {children}
    </Box>
  )
}
