import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The editor's player: the moment shown, which the boxes are drawn at and set keys at, and
 * whether it plays. While it plays the moment follows the picture frame by frame, so the boxes
 * move with it; paused, the moment is where the timeline or a box's Go to put it. `showIn` is the
 * video element's ref callback.
 */
export function usePlayer(file: File, duration: number) {
  const video = useRef<HTMLVideoElement>(null)
  const [time, setTime] = useState(0)
  const [playing, setPlaying] = useState(false)

  const showIn = useCallback((element: HTMLVideoElement | null) => {
    video.current = element
  }, [])

  useEffect(() => {
    const element = video.current
    if (!element) return
    const url = URL.createObjectURL(file)
    element.src = url
    return () => {
      element.removeAttribute('src')
      URL.revokeObjectURL(url)
    }
  }, [file])

  useEffect(() => {
    if (!playing) return
    let frame = requestAnimationFrame(function follow() {
      if (video.current) setTime(video.current.currentTime)
      frame = requestAnimationFrame(follow)
    })
    return () => cancelAnimationFrame(frame)
  }, [playing])

  function pause() {
    video.current?.pause()
    setPlaying(false)
  }

  return {
    showIn,
    time,
    playing,
    seek(to: number) {
      const moment = Math.min(Math.max(to, 0), duration)
      if (video.current) video.current.currentTime = moment
      setTime(moment)
    },
    play() {
      const playback = video.current?.play()
      if (playback) playback.then(() => setPlaying(true), pause)
    },
    pause,
    ended() {
      setPlaying(false)
      setTime(duration)
    },
  }
}

/** The player as the editor's parts use it; the video element is given `showIn` alone. */
export type Player = Omit<ReturnType<typeof usePlayer>, 'showIn'>
