import { useEffect, useState } from 'react'

/**
 * The editor's player: the moment shown, which the boxes are drawn at and set keys at, and
 * whether it plays. While it plays the moment follows the picture frame by frame, so the boxes
 * move with it; paused, the moment is where the timeline or a box's Go to put it. `showIn` is the
 * video element's ref callback: the element arrives with the dialog's portal, after the first
 * render, and the file is put in it then.
 */
export function usePlayer(file: File, duration: number) {
  const [video, showIn] = useState<HTMLVideoElement | null>(null)
  const [time, setTime] = useState(0)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (!video) return
    const url = URL.createObjectURL(file)
    video.src = url
    return () => {
      video.removeAttribute('src')
      URL.revokeObjectURL(url)
    }
  }, [video, file])

  useEffect(() => {
    if (!playing || !video) return
    let frame = requestAnimationFrame(function follow() {
      setTime(video.currentTime)
      frame = requestAnimationFrame(follow)
    })
    return () => cancelAnimationFrame(frame)
  }, [playing, video])

  function pause() {
    video?.pause()
    setPlaying(false)
  }

  return {
    showIn,
    time,
    playing,
    seek(to: number) {
      const moment = Math.min(Math.max(to, 0), duration)
      if (video) video.currentTime = moment
      setTime(moment)
    },
    play() {
      video?.play().then(() => setPlaying(true), pause)
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
