import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Button, { type ButtonProps } from '@mui/material/Button'
import { useAppSelector } from '@store/hooks'
import { selectUserType, type UserType } from '@features/session/sessionSlice'
import { entryPath } from '@/router/paths'

interface EntryButtonProps {
  role: UserType
  children: ReactNode
  variant?: ButtonProps['variant']
  color?: ButtonProps['color']
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
    <Button
      component={RouterLink}
      to={entryPath(role, userType)}
      variant={variant}
      color={color}
      size="large"
    >
      {children}
    </Button>
  )
}
