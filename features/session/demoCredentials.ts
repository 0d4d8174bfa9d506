import type { UserType } from './sessionSlice'

export const DEMO_USERNAMES: Readonly<Record<UserType, string>> = {
  user: 'user',
  newsroom: 'journo',
}

export const DEMO_PASSWORD: string = import.meta.env.VITE_DEMO_PASSWORD || 'password123'

export const areDemoCredentials = (userType: UserType, username: string, password: string) =>
  username === DEMO_USERNAMES[userType] && password === DEMO_PASSWORD
