import Alert from '@mui/material/Alert'
import { Trans, useLingui } from '@lingui/react'
import { DEMO_PASSWORD, DEMO_USERNAMES } from './demoCredentials'
import type { SessionNotice, UserType } from './sessionSlice'

// Message ids (common catalogue). Signed in as one role, having asked for the same role's page
// or for the other's.
const ALREADY_SIGNED_IN: Record<UserType, string> = {
  user: 'common.sessionNotice.alreadySignedIn.user',
  newsroom: 'common.sessionNotice.alreadySignedIn.newsroom',
}
const SIGNED_IN_AS_OTHER: Record<UserType, string> = {
  user: 'common.sessionNotice.signedInAsOther.user',
  newsroom: 'common.sessionNotice.signedInAsOther.newsroom',
}
const LOGGED_OUT_ELSEWHERE: Record<UserType, string> = {
  user: 'common.sessionNotice.loggedOutElsewhere.user',
  newsroom: 'common.sessionNotice.loggedOutElsewhere.newsroom',
}

interface SessionNoticeAlertProps {
  notice: SessionNotice
  onDismiss: () => void
}

function NoticeWords({ notice }: { notice: SessionNotice }) {
  const { _ } = useLingui()
  switch (notice.reason) {
    case 'noSignUp':
      return (
        <Trans
          id="common.sessionNotice.noSignUp"
          values={{
            userName: DEMO_USERNAMES.user,
            newsroomName: DEMO_USERNAMES.newsroom,
            password: DEMO_PASSWORD,
          }}
          components={{ 0: <strong />, 1: <strong />, 2: <strong /> }}
        />
      )
    case 'signedIn':
      return _((notice.asked === notice.role ? ALREADY_SIGNED_IN : SIGNED_IN_AS_OTHER)[notice.role])
    case 'loggedOutElsewhere':
      return _(LOGGED_OUT_ELSEWHERE[notice.role])
  }
}

/** product.md §4: why the visitor is where a redirect or another tab has taken them. */
export function SessionNoticeAlert({ notice, onDismiss }: SessionNoticeAlertProps) {
  const { _ } = useLingui()
  return (
    // A note: the live region around it (src/app/layout) is what is announced.
    <Alert
      severity="info"
      role="note"
      closeText={_('common.sessionNotice.dismiss')}
      onClose={onDismiss}
    >
      <NoticeWords notice={notice} />
    </Alert>
  )
}
