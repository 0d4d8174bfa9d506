// Plain JavaScript so that the header policy (scripts/securityHeaders.mjs) and the code that
// creates the policies share their names: the header allows these and no others.

/** The one Trusted Types policy: it lets only TipWire's own file worker be started. */
export const WORKER_POLICY_NAME = 'tipwire-worker'
