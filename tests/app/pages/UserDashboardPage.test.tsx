import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { checkFile, removeHiddenDetails } from '@/lib/media'
import { UserDashboardPage } from '@/app/pages/UserDashboardPage'
import { selectTipFormStatus } from '@features/tipForm/tipFormSelectors'
import { advanceClock } from '../../support/clock'
import { jobFails, jobsRunForReal } from '../../support/mediaEngineMock'
import { renderOnceBeforeTests, renderWithStore } from '../../support/render'
import { write } from '../../support/write'
import { fixtureFile, realJpeg, textFile } from '../../features/attachments/mediaFiles'

vi.mock('@/lib/media', async (importOriginal) =>
  (await import('../../support/mediaEngineMock')).mockMediaEngine(importOriginal),
)
vi.mock('@features/attachments/verifyDecodes', async () =>
  (await import('../../support/mediaEngineMock')).everyFileOpens(),
)

renderOnceBeforeTests(<UserDashboardPage />)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(async () => {
  vi.useRealTimers()
  jobsRunForReal(checkFile, removeHiddenDetails)
})

const renderDashboard = (karmaPoints?: number) =>
  renderWithStore(<UserDashboardPage />, {
    preloadedState:
      karmaPoints === undefined
        ? undefined
        : { karma: { points: karmaPoints, tipsSubmitted: 5, tipsAccepted: 1, history: [] } },
  })

/** Chooses files as a visitor can, whatever the picker's accept hint says. */
const choose = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } })

/** The head of a WebM file: EBML's magic number and a `webm` doc type, as file-type reads them. */
const webmFile = (name: string) =>
  new File(
    [
      new Uint8Array([
        0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2,
        0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
      ]),
    ],
    name,
  )

const counter = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('user dashboard', () => {
  it('shows the three labelled counters and the history', () => {
    renderDashboard()
    expect(counter('Karma points')).toBe('150')
    expect(counter('Tips submitted')).toBe('5')
    expect(counter('Tips accepted')).toBe('1')
    const history = screen.getByRole('list', { name: 'Tips History' })
    const entries = within(history).getAllByRole('listitem')
    expect(entries).toHaveLength(3)
    expect(entries[0]).toHaveTextContent('Accepted')
    expect(entries[0]).toHaveTextContent('+110 karma')
    expect(entries[0]).toHaveTextContent('Submitted 2 weeks ago')
    expect(entries[1]).toHaveTextContent('Pending')
    expect(entries[1]).toHaveTextContent('Submitted 3 days ago')
    expect(entries[2]).toHaveTextContent('+10 karma')
    expect(entries[2]).toHaveTextContent('Submitted yesterday')
    // The spec's five tips submitted beside its three entries: the difference is said.
    expect(screen.getByText('Showing your latest 3 of 5 submitted tips')).toBeVisible()
  })

  it('keeps Cash Out disabled below 500 points and says how many are missing', () => {
    renderDashboard(499)
    expect(screen.getByText('Need 1 more point')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cash Out' })).toBeDisabled()
    expect(screen.getByRole('progressbar', { name: 'Progress toward cash-out' })).toHaveAttribute(
      'aria-valuenow',
      '99',
    )
  })

  it('shows the progress of the sample karma toward 500', () => {
    renderDashboard()
    expect(screen.getByText('Need 350 more points')).toBeInTheDocument()
    const progress = screen.getByRole('progressbar', { name: 'Progress toward cash-out' })
    expect(progress).toHaveAttribute('aria-valuenow', '30')
    expect(progress).toHaveAttribute('aria-valuetext', '150 of 500 points')
  })

  it('explains payouts in a dialog once 500 points are reached', async () => {
    const { user } = renderDashboard(500)
    expect(screen.getByText('Ready to cash out!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cash Out' }))
    const dialog = screen.getByRole('dialog', { name: 'How cash-out works' })
    expect(dialog).toHaveTextContent('PayPal, direct deposit or gift cards')
    expect(dialog).toHaveTextContent('3-5 business days')
    expect(dialog).toHaveTextContent('no payout is processed')
    expect(dialog).toHaveTextContent(
      'What your 500 points are worth in rupees is not stated here: the amount is set when you cash out.',
    )
  })

  it('shows an Account Settings button that says it is not part of this demo', () => {
    renderDashboard()
    // Named by what it shows, so that saying "Account Settings" finds it.
    const settings = screen.getByRole('button', { name: 'Account Settings Not part of this demo' })
    expect(settings).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('tip submission form', () => {
  it('hides name, email, phone and the privacy notice while anonymous', async () => {
    const { user } = renderDashboard()
    expect(screen.getByLabelText('Email (optional)')).toHaveAttribute('type', 'email')
    expect(screen.getByText(/Privacy notice/)).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    for (const label of ['Name (optional)', 'Email (optional)', 'Phone (optional)']) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument()
    }
    expect(screen.queryByText(/Privacy notice/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    expect(screen.getByLabelText('Name (optional)')).toBeInTheDocument()
  })

  it('requires a description that is not only spaces', async () => {
    const { user, store } = renderDashboard()
    await write(user, /Description/, '   ')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(screen.getByText(/A description is required/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Description/)).toHaveFocus()
    await advanceClock(2000)
    expect(selectTipFormStatus(store.getState())).toBe('editing')
    expect(counter('Karma points')).toBe('150')
  })

  it.each([
    ['Braille blanks', '\u2800\u2800\u2800'],
    ['line and paragraph separators and a next-line control', '\u2028\u2029\u0085'],
    ['combining marks alone', '\u0301\u0308'],
    ['zero-width and direction characters', '\u200B\u2060\u202E\u3164'],
  ])('requires a description that shows something, not %s', async (_case, blank) => {
    const { user, store } = renderDashboard()
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: blank } })
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(screen.getByText(/A description is required/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Description/)).toHaveFocus()
    await advanceClock(2000)
    expect(selectTipFormStatus(store.getState())).toBe('editing')
  })

  it('lists a tip in Tips History under its first words, in their own order and direction', async () => {
    const { user } = renderDashboard()
    fireEvent.change(screen.getByLabelText(/Description/), {
      target: { value: '\u2800\n\u202Ereport from the station\u2029More below' },
    })
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    await advanceClock(1000)
    const history = screen.getByRole('list', { name: 'Tips History' })
    const title = within(within(history).getAllByRole('listitem')[0] as HTMLElement).getByText(
      'report from the station',
    )
    expect(title.tagName).toBe('BDI')
    expect(title.textContent).toBe('report from the station')
  })

  it('reveals a picker per media toggle with its limits written before choosing', async () => {
    const { user } = renderDashboard()
    expect(screen.getByRole('group', { name: 'Media (optional)' })).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Photo' }))
    await user.click(screen.getByRole('checkbox', { name: 'Video' }))
    await user.click(screen.getByRole('checkbox', { name: 'Audio' }))
    const photos = screen.getByLabelText('Choose photos')
    expect(photos).toHaveAttribute(
      'accept',
      'image/jpeg,.jpg,image/png,.png,image/webp,.webp,image/heic,.heic,image/avif,.avif',
    )
    expect(screen.getByLabelText('Choose an audio file').getAttribute('accept')).toContain(
      'audio/3gpp,.3gp',
    )
    expect(photos).toHaveAttribute('multiple')
    expect(screen.getByLabelText('Choose a video')).not.toHaveAttribute('multiple')
    expect(screen.getByLabelText('Choose an audio file')).not.toHaveAttribute('multiple')
    // What a keyboard or screen-reader user reaches is the picker's button, not the hidden input.
    const picker = (name: string) => screen.getByRole('button', { name })
    expect(picker('Choose photos')).toHaveAccessibleDescription(
      'Up to 10 photos, 25 MB each (JPEG, PNG, WebP, HEIC, AVIF)',
    )
    expect(picker('Choose a video')).toHaveAccessibleDescription(
      'One video, up to 500 MB (MP4, MOV, WebM, 3GP, 3G2, MKV)',
    )
    expect(picker('Choose an audio file')).toHaveAccessibleDescription(
      'One audio file, up to 100 MB (MP3, M4A, WAV, Ogg, 3GP, AMR, AAC, FLAC)',
    )
  })

  it('shows the success screen only after 1000 ms, then counts the tip', async () => {
    const { user } = renderDashboard()
    await write(user, /Description/, 'Bus depot workers on strike since dawn')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(screen.getByRole('button', { name: /Submitting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await advanceClock(999)
    expect(screen.queryByText('Tip Submitted Successfully!')).not.toBeInTheDocument()
    await advanceClock(1)
    const heading = screen.getByRole('heading', { name: 'Tip Submitted Successfully!' })
    expect(heading).toHaveFocus()
    expect(screen.getByText(/10 karma points for this submission/)).toHaveTextContent(
      /100 more when a newsroom picks it up or buys it/,
    )
    expect(counter('Karma points')).toBe('160')
    expect(counter('Tips submitted')).toBe('6')
    expect(screen.getByText('Showing your latest 4 of 6 submitted tips')).toBeVisible()
    const [newest] = within(screen.getByRole('list', { name: 'Tips History' })).getAllByRole(
      'listitem',
    )
    expect(newest).toHaveTextContent('Bus depot workers on strike since dawn')
    expect(newest).toHaveTextContent('Pending')
    expect(newest).toHaveTextContent('Submitted just now')
    // The entry keeps its time, and what it says is renewed every minute: six minutes on, the
    // tip submitted a second after the page opened is five whole minutes old.
    await advanceClock(6 * 60_000)
    expect(newest).toHaveTextContent('Submitted 5 minutes ago')
  })

  it('says after an anonymous tip what the newsroom sees, what TipWire keeps and what is not hidden, as the checklist did, which adds what to cover in photos, videos and voice notes', async () => {
    const { user } = renderDashboard()
    await user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    const checklist = screen.getByRole('region', { name: 'Before you send anonymously' })
    const before = within(checklist)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(before).toEqual([
      'The newsroom sees your tip and its files, and no name, email, phone, file names or hidden details (location, device, date, titles, extra tracks). Files go under plain names such as photo-1.jpg; a name the picture or sound data itself holds stays, and its card says so; a file that cannot be cleaned cannot be sent.',
      'You can cover faces and details in each photo; detection can miss some, so check every photo.',
      "Faces and voices in a video or a voice note go as recorded unless covered: in a video you can cover faces and remove the sound or disguise the voice, and in a voice note disguise the voice. A disguised voice is harder to recognise, not impossible. Clothing, places and other people's voices can identify people too.",
      'TipWire keeps the tip with your account: it is listed in your Tips History, so that it earns you karma.',
      'Not hidden: your network and your device. Use a connection and a phone that are not tied to you.',
    ])
    await write(user, /Description/, 'Tip')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    await advanceClock(1000)
    const sent = screen.getByRole('region', { name: 'Sent anonymously' })
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([before[0], before[3], before[4]])
    expect(
      screen.getByText('Your tip’s reference, kept with it in your Tips History:'),
    ).toBeVisible()
  })

  it('says nothing of anonymity after a tip sent under a name', async () => {
    const { user } = renderDashboard()
    await write(user, /Description/, 'Tip')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    await advanceClock(1000)
    expect(screen.getByRole('heading', { name: 'Tip Submitted Successfully!' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Sent anonymously' })).not.toBeInTheDocument()
  })

  it('returns to an empty form on Submit Another Tip', async () => {
    const { user } = renderDashboard()
    await user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    await write(user, /Description/, 'Tip')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    await advanceClock(1000)
    await user.click(screen.getByRole('button', { name: 'Submit Another Tip' }))
    expect(screen.getByLabelText(/Description/)).toHaveValue('')
    expect(screen.getByRole('switch', { name: 'Submit anonymously' })).not.toBeChecked()
    expect(screen.getByLabelText('Name (optional)')).toHaveValue('')
  })

  it('keeps the draft when the form is left and opened again', async () => {
    const { user, store, unmount } = renderDashboard()
    await write(user, /Description/, 'Half-written tip')
    unmount()
    renderWithStore(<UserDashboardPage />, { store })
    expect(screen.getByLabelText(/Description/)).toHaveValue('Half-written tip')
  })
})

describe('media attachments', () => {
  beforeEach(() => {
    // Checking a file reads it and yields to the browser between files: real timers.
    vi.useRealTimers()
    let made = 0
    Object.assign(URL, {
      createObjectURL: () => `blob:test/${(made += 1)}`,
      revokeObjectURL: () => undefined,
    })
  })

  const renderWithPhotoPicker = async (anonymous = false) => {
    const view = renderWithStore(<UserDashboardPage />)
    if (anonymous) await view.user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    await view.user.click(screen.getByRole('checkbox', { name: 'Photo' }))
    return view
  }

  it('previews chosen photos with name and size, and removes one', async () => {
    const { user } = await renderWithPhotoPicker()
    const first = realJpeg('flooded-road.jpg')
    choose('Choose photos', [first, realJpeg('crowd.png')])
    const list = screen.getByRole('list', { name: 'Chosen photo files' })
    expect(await within(list).findByRole('img', { name: 'flooded-road.jpg' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    )
    expect(await within(list).findByRole('img', { name: 'crowd.png' })).toBeInTheDocument()
    const described = within(list)
      .getAllByRole('listitem')
      .map((card) => card.textContent?.includes(`JPEG photo · ${first.size} bytes`))
    expect(described).toEqual([true, true])
    await user.click(screen.getByRole('button', { name: 'Remove flooded-road.jpg' }))
    expect(list).not.toHaveTextContent('flooded-road.jpg')
    expect(list).toHaveTextContent('crowd.png')
  })

  it('names every refused file and why, politely', async () => {
    const { user } = await renderWithPhotoPicker()
    choose('Choose photos', [
      textFile('evil.jpg'),
      new File([], 'empty.jpg'),
      fixtureFile('drawing.svg'),
    ])
    const refusals = await screen.findByRole('list', { name: 'Photo files not added' })
    await waitFor(() => expect(refusals).toHaveTextContent('drawing.svg'))
    expect(
      within(refusals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'empty.jpg was not added: it is empty.',
      'evil.jpg was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.',
      'drawing.svg was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.',
    ])
    expect(screen.queryByRole('list', { name: 'Chosen photo files' })).not.toBeInTheDocument()
    const announced = () => screen.getAllByRole('status').map((region) => region.textContent)
    expect(announced()).toContain(
      'drawing.svg was not added: it is not a JPEG, PNG, WebP, HEIC or AVIF photo.',
    )
    choose('Choose photos', [realJpeg('fine.jpg')])
    expect(await screen.findByRole('img', { name: 'fine.jpg' })).toBeInTheDocument()
    await waitFor(() => expect(announced()).toContain('fine.jpg: No hidden details found.'))
    // The switch stays, so a file with nothing found can be switched back on.
    const remove = screen.getByRole('switch', { name: 'Remove hidden details from fine.jpg' })
    await user.click(remove)
    expect(remove).not.toBeChecked()
    await user.click(remove)
    expect(remove).toBeChecked()
  })

  it('says what an anonymous tip removed from a photo', async () => {
    await renderWithPhotoPicker(true)
    choose('Choose photos', [fixtureFile('gps-photo.jpg')])
    expect(
      await screen.findByText('Removed: location, device, date, software, owner, serial number'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Location 12\.972/)).not.toBeInTheDocument()
    expect(screen.getByText('gps-photo.jpg')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Chosen photo files' })).toHaveTextContent(
      'Sent as photo-1.jpg',
    )
    expect(screen.getByRole('region', { name: 'Before you send anonymously' })).toHaveTextContent(
      'You can cover faces and details in each photo; detection can miss some, so check every photo.',
    )
  })

  it('says in plain words that the sound data of a cleaned recording still holds the name of the app, and the name in small print, and does not call software removed', async () => {
    const { user } = await renderWithPhotoPicker(true)
    await user.click(screen.getByRole('checkbox', { name: 'Audio' }))
    // FFmpeg's AAC encoder names itself in the first frame's fill element, which an MP4 keeps.
    choose('Choose an audio file', [fixtureFile('voice-to-disguise.m4a')])
    expect(
      await screen.findByText('Removed: location, device, date, owner, title or comment'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Left in: the sound data itself holds the name of the app that recorded it. TipWire sends that data unchanged.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('The name it holds:', { exact: false })).toHaveTextContent(
      'The name it holds: Lavc59.37.100',
    )
  })

  it('removes a named tip’s hidden details by default, and lists them in plain words when the switch goes off', async () => {
    const { user } = await renderWithPhotoPicker()
    choose('Choose photos', [fixtureFile('gps-photo.jpg')])
    expect(await screen.findByText(/^Removed: location, device, date/)).toBeInTheDocument()
    const remove = screen.getByRole('switch', { name: 'Remove hidden details from gps-photo.jpg' })
    expect(remove).toBeChecked()
    expect(screen.queryByText(/near 12\.97/)).not.toBeInTheDocument()
    await user.click(remove)
    const reveals = screen.getByRole('list', { name: 'Hidden details in this file' })
    expect(
      within(reveals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Location: near 12.97, 77.59',
      'Device: Apple iPhone 15 Pro',
      'Taken: 14 March 2026, 09:41',
      'Software: Adobe Photoshop 25.1',
      'Owner: Asha Rao',
      'Serial number: C39XK2',
    ])
    expect(
      screen.getByText('The newsroom will get these, exactly as the file holds them:'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/^Removed:/)).not.toBeInTheDocument()
  })

  it('sends no tip a chosen file was refused from: it says so, links to the file, and sends once it is off the list', async () => {
    const { user, store } = await renderWithPhotoPicker()
    await write(user, /Description/, 'Flooded underpass')
    choose('Choose photos', [textFile('evil.jpg')])
    const line = await screen.findByText(
      (_, element) =>
        element?.tagName === 'LI' && /^evil\.jpg was not added/.test(element.textContent ?? ''),
    )
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    const message = screen.getByText(/so the tip has not been sent/)
    expect(message.closest('[role="alert"]')).toHaveFocus()
    expect(message.closest('[role="alert"]')).toHaveTextContent(
      'A file was not added, so the tip has not been sent: evil.jpg. Take it off the list or choose another file, then submit again.',
    )
    expect(screen.getByRole('link', { name: 'evil.jpg' })).toHaveAttribute('href', `#${line.id}`)
    expect(selectTipFormStatus(store.getState())).toBe('editing')

    await user.click(screen.getByRole('button', { name: 'Take evil.jpg off the list' }))
    expect(screen.queryByText(/so the tip has not been sent/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus()
    // A new refusal waits for the next Submit Tip to be pointed out.
    choose('Choose photos', [textFile('other.jpg')])
    await screen.findByText(
      (_, element) =>
        element?.tagName === 'LI' && /^other\.jpg was not added/.test(element.textContent ?? ''),
    )
    expect(screen.queryByText(/so the tip has not been sent/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Take other.jpg off the list' }))
    expect(screen.getByLabelText(/Description/)).toHaveValue('Flooded underpass')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(selectTipFormStatus(store.getState())).toBe('submitting')
  })

  it('refuses a photo that could not be checked and says to choose it again once back online', async () => {
    vi.mocked(checkFile).mockRejectedValueOnce(new Error('Failed to fetch a module'))
    await renderWithPhotoPicker()
    choose('Choose photos', [realJpeg('changed.jpg')])
    const refusal =
      'changed.jpg was not added: it could not be checked. Choose it again (if you are offline, once you are back online).'
    expect(
      await screen.findByText(
        (_, element) => element?.tagName === 'LI' && element.textContent === refusal,
      ),
    ).toBeInTheDocument()
  })

  it('will not send an anonymous tip with a photo whose hidden details could not be removed', async () => {
    jobFails(removeHiddenDetails)
    const { user } = await renderWithPhotoPicker(true)
    await write(user, /Description/, 'Flooded underpass')
    choose('Choose photos', [fixtureFile('gps-photo.jpg')])
    const warning = await screen.findByText(
      'TipWire could not check and clean every part of this file, so it cannot call it clean. It cannot be sent anonymously.',
    )
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(
      screen.getByText(
        'Some files hold hidden details TipWire could not remove, and cannot be sent anonymously. Remove them, or turn off Submit anonymously.',
      ),
    ).toBeInTheDocument()
    await user.click(
      within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Remove',
      }),
    )
    expect(screen.queryByText('gps-photo.jpg')).not.toBeInTheDocument()
  })

  it('does not send a named tip with a photo whose hidden details could not be removed, until removal is switched off', async () => {
    jobFails(removeHiddenDetails)
    const { user, store } = await renderWithPhotoPicker()
    await write(user, /Description/, 'Flooded underpass')
    choose('Choose photos', [fixtureFile('gps-photo.jpg')])
    const warning =
      'TipWire could not check and clean every part of this file, so it cannot call it clean. It is not sent while Remove hidden details is on.'
    expect(await screen.findByText(warning)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(
      screen.getByText(
        'Some files hold hidden details TipWire could not remove. Remove those files, or switch Remove hidden details off to send them as they are.',
      ),
    ).toBeInTheDocument()
    expect(selectTipFormStatus(store.getState())).toBe('editing')
    await user.click(
      screen.getByRole('switch', { name: 'Remove hidden details from gps-photo.jpg' }),
    )
    expect(
      screen.getByRole('switch', { name: 'Remove hidden details from gps-photo.jpg' }),
    ).not.toBeChecked()
    expect(screen.queryByText(warning)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(selectTipFormStatus(store.getState())).toBe('submitting')
  })

  it('does not call a file it could not read free of hidden details', async () => {
    const { user } = renderWithStore(<UserDashboardPage />)
    await user.click(screen.getByRole('checkbox', { name: 'Video' }))
    choose('Choose a video', [webmFile('march.webm')])
    expect(
      await screen.findByText(
        'TipWire could not read every hidden detail of this file, so it cannot say what it reveals. Whatever it holds, such as a location, a device or names, goes with it.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('No hidden details found.')).not.toBeInTheDocument()
  })

  it('will not send an anonymous tip with a video it could not clean, says why and offers to remove it', async () => {
    const { user } = renderWithStore(<UserDashboardPage />)
    await user.click(screen.getByRole('switch', { name: 'Submit anonymously' }))
    await user.click(screen.getByRole('checkbox', { name: 'Video' }))
    // A WebM cut short after its header: recognised, but nothing after the header can be checked.
    choose('Choose a video', [webmFile('march.webm')])
    const warning = await screen.findByText(
      'TipWire could not check and clean every part of this file, so it cannot call it clean. It cannot be sent anonymously.',
    )
    await write(user, /Description/, 'March on the ring road')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(screen.queryByRole('heading', { name: 'Tip Submitted Successfully!' })).toBeNull()
    await user.click(
      within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Remove',
      }),
    )
    expect(screen.queryByText('march.webm')).not.toBeInTheDocument()
  })

  it('revokes every preview URL it made when the dashboard closes', async () => {
    const created = vi.spyOn(URL, 'createObjectURL')
    const revoked = vi.spyOn(URL, 'revokeObjectURL')
    const { unmount } = await renderWithPhotoPicker()
    choose('Choose photos', [realJpeg('a.jpg'), realJpeg('b.jpg')])
    await screen.findByRole('img', { name: 'b.jpg' })
    expect(created).toHaveBeenCalledTimes(2)
    expect(revoked).not.toHaveBeenCalled()
    unmount()
    expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual(
      created.mock.results.map(({ value }) => value).sort(),
    )
  })

  it('discards the draft and its files after confirmation, then focuses the description', async () => {
    const revoked = vi.spyOn(URL, 'revokeObjectURL')
    const { user } = await renderWithPhotoPicker()
    await write(user, /Description/, 'A tip to forget')
    choose('Choose photos', [realJpeg('a.jpg')])
    await screen.findByRole('img', { name: 'a.jpg' })
    await user.click(screen.getByRole('button', { name: 'Discard draft' }))
    const dialog = screen.getByRole('dialog', { name: 'Discard this draft?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByLabelText(/Description/)).toHaveValue('A tip to forget')
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }))
    await user.click(screen.getByRole('button', { name: 'Discard' }))
    expect(screen.getByLabelText(/Description/)).toHaveValue('')
    expect(screen.queryByRole('img', { name: 'a.jpg' })).not.toBeInTheDocument()
    expect(revoked).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.getByLabelText(/Description/)).toHaveFocus())
  })
})

describe('tip reference', () => {
  const submitATip = async (writeText: () => Promise<void>) => {
    const view = renderDashboard()
    // After user-event's setup, which puts a clipboard of its own in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await write(view.user, /Description/, 'Bridge closed overnight')
    await view.user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    await advanceClock(1000)
    return view
  }

  it('shows the reference, copies it and lists it in Tips History', async () => {
    const writeText = vi.fn(async () => undefined)
    const { user } = await submitATip(writeText)
    const reference = screen.getByRole('textbox', { name: 'Tip reference' })
    expect((reference as HTMLInputElement).value).toMatch(
      /^TW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
    )
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith((reference as HTMLInputElement).value)
    expect(await screen.findByText('Reference copied')).toBeInTheDocument()
    const [newest] = within(screen.getByRole('list', { name: 'Tips History' })).getAllByRole(
      'listitem',
    )
    expect(newest).toHaveTextContent(`Reference ${(reference as HTMLInputElement).value}`)
  })

  it('selects the reference to copy by hand when the clipboard is refused', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError')
    })
    const { user } = await submitATip(writeText)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(screen.getByText(/Copy it by hand/)).toBeInTheDocument()
    const reference = screen.getByRole('textbox', { name: 'Tip reference' }) as HTMLInputElement
    expect(reference).toHaveFocus()
    expect(reference.selectionStart).toBe(0)
    expect(reference.selectionEnd).toBe(reference.value.length)
  })
})

describe('text limits', () => {
  it('counts the description near 5,000 characters and keeps only 5,000 of a long paste', async () => {
    const { user } = renderDashboard()
    const description = screen.getByLabelText(/Description/)
    await user.click(description)
    await user.paste('a'.repeat(4499))
    expect(screen.queryByText(/of 5,000 characters/)).not.toBeInTheDocument()
    await user.paste('b'.repeat(1000))
    expect(description).toHaveValue(`${'a'.repeat(4499)}${'b'.repeat(501)}`)
    expect(screen.getByText('5,000 of 5,000 characters')).toBeInTheDocument()
    expect(screen.getByText('Only the first 5,000 characters were kept.')).toBeInTheDocument()
  })

  it('checks a given email when it is left and on submit', async () => {
    const { user } = renderDashboard()
    await write(user, 'Email (optional)', 'asha.example.com')
    await user.tab()
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument()
    await write(user, /Description/, 'A tip')
    await user.click(screen.getByRole('button', { name: 'Submit Tip' }))
    expect(screen.getByLabelText('Email (optional)')).toHaveFocus()
    await user.clear(screen.getByLabelText('Email (optional)'))
    expect(
      screen.queryByText('Enter an email address like name@example.com'),
    ).not.toBeInTheDocument()
  })

  it('takes only digits, spaces and + - ( ) in the phone number', async () => {
    const { user } = renderDashboard()
    const phone = screen.getByLabelText('Phone (optional)')
    expect(phone).toHaveAccessibleDescription('Digits, spaces and + - ( )')
    await user.type(phone, '+91 (22) 555-0101x')
    expect(phone).toHaveValue('+91 (22) 555-0101')
    expect(phone).toHaveAccessibleDescription(
      'Not taken: a phone number takes only digits, spaces and + - ( )',
    )
    expect(phone).toHaveAttribute('maxlength', '20')
    expect(screen.getByLabelText('Name (optional)')).toHaveAttribute('maxlength', '100')
    expect(screen.getByLabelText('Email (optional)')).toHaveAttribute('maxlength', '254')
  })
})
