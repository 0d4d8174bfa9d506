export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking']

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Signs in as the demo citizen journalist and waits for the dashboard. */
export async function logInAsUser(page) {
  await page.goto('/login/user')
  await page.getByLabel('Username').fill('user')
  await page.getByLabel('Password').fill(process.env.VITE_DEMO_PASSWORD || 'password123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { level: 1, name: 'User Dashboard' }).waitFor()
}
