export interface CoverProgress {
  done: number
  secondsLeft?: number
}
