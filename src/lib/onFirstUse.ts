/**
 * A value made the first time it is asked for, then kept. For Intl formatters: making one loads
 * its locale's data, tens of milliseconds on a slow phone, which a module should not spend the
 * moment it loads (the dashboard's code loads while its login page is open).
 */
export function onFirstUse<Value>(make: () => Value) {
  let value: Value | undefined
  return () => (value ??= make())
}
