// Time to interactive as Lighthouse defines it (its `interactive` metric), computed from what a
// page itself observes: its long tasks, its requests (resource timing and the document's own) and
// its first contentful paint and DOMContentLoaded. The long-task bench loads pages without
// DevTools' Runtime domain, as a phone runs them; Lighthouse cannot (docs/benchmarks.md: with it,
// React's DOM renderer took 100-119 ms to evaluate at 7x, without it under 30), so this figure is
// Lighthouse's definition on the phone's terms.
// The definition: the first stretch with no long task and the first with at most two requests in
// flight that overlap by QUIET_WINDOW_MS, one holding the other's first QUIET_WINDOW_MS; the time
// is the start of that CPU stretch (the end of the long task before it, or 0), and never before
// the first contentful paint or DOMContentLoaded. So requests may still be under way when a page
// counts as interactive, if the network's quiet stretch comes within the CPU's.
// What a page observes differs from Lighthouse's trace at the edges: the Long Tasks API reports
// tasks over 50 ms where Lighthouse counts 50 ms too, and resource timing cannot tell a failed
// request or a POST, which Lighthouse leaves out.

const QUIET_WINDOW_MS = 5000
const REQUESTS_IN_FLIGHT = 2

/** The stretches between long tasks, the last running to the end of what was watched. */
function cpuQuietPeriods(longTasks, watchedUntil) {
  const tasks = [...longTasks].sort((a, b) => a.start - b.start)
  const periods = []
  let start = 0
  for (const task of tasks) {
    periods.push({ start, end: task.start })
    start = Math.max(start, task.end)
  }
  periods.push({ start, end: watchedUntil })
  return periods
}

/**
 * The stretches with at most REQUESTS_IN_FLIGHT requests under way. As Lighthouse counts them: a
 * request's start and end in the order they came, those at one moment as the requests are listed.
 */
function networkQuietPeriods(requests, watchedUntil) {
  const boundaries = requests
    .flatMap((request) => [
      { at: request.start, starts: true },
      { at: request.end, starts: false },
    ])
    .filter((boundary) => boundary.at <= watchedUntil)
    .sort((a, b) => a.at - b.at)
  const periods = []
  let inFlight = 0
  let quietSince = 0
  for (const { at, starts } of boundaries) {
    if (starts && inFlight === REQUESTS_IN_FLIGHT) periods.push({ start: quietSince, end: at })
    inFlight += starts ? 1 : -1
    if (!starts && inFlight === REQUESTS_IN_FLIGHT) quietSince = at
  }
  if (inFlight <= REQUESTS_IN_FLIGHT) periods.push({ start: quietSince, end: watchedUntil })
  return periods.filter((period) => period.start !== period.end)
}

/**
 * The time to interactive in ms from the navigation's start, or null when no quiet window was
 * seen before `watchedUntil`. `longTasks` and `requests` are `{ start, end }` in ms.
 */
export function timeToInteractive({
  firstContentfulPaint,
  domContentLoaded,
  longTasks,
  requests,
  watchedUntil,
}) {
  const longEnough = (period) =>
    period.end > firstContentfulPaint + QUIET_WINDOW_MS &&
    period.end - period.start >= QUIET_WINDOW_MS
  const cpu = cpuQuietPeriods(longTasks, watchedUntil).filter(longEnough)
  const network = networkQuietPeriods(requests, watchedUntil).filter(longEnough)
  // A CPU window contained in a network one or the other way round, the earliest first.
  let c = 0
  let n = 0
  while (c < cpu.length && n < network.length) {
    const cpuPeriod = cpu[c]
    const networkPeriod = network[n]
    const cpuLater = cpuPeriod.start >= networkPeriod.start
    const contained = cpuLater
      ? networkPeriod.end >= cpuPeriod.start + QUIET_WINDOW_MS
      : cpuPeriod.end >= networkPeriod.start + QUIET_WINDOW_MS
    if (contained) return Math.max(cpuPeriod.start, firstContentfulPaint, domContentLoaded)
    if (cpuLater) n += 1
    else c += 1
  }
  return null
}
