// The server's mail catalogue, English (the source): ICU messages under explicit keys, as the web's
// catalogues are (ADR 009). `mail.<kind>.subject` and `mail.<kind>.text` for each kind of
// MAIL_KINDS; a refund's reasons as phrases another mail's text takes; the unsubscribe footer.
export default {
  'mail.passwordReset.subject': 'Reset your Tightlines password',
  'mail.passwordReset.text':
    'Hello {name},\n\nSomeone asked to reset the password of your Tightlines account. Open this link within one hour to choose a new one:\n\n{link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.',

  'mail.verifyEmail.subject': 'Verify your Tightlines e-mail',
  'mail.verifyEmail.text':
    'Hello {name},\n\nOpen this link within 24 hours to confirm this address is yours:\n\n{link}\n\nUntil then you can use Tightlines, but not judge tournaments or captain boats you were named to by e-mail.\nIf you did not create a Tightlines account, ignore this e-mail.',

  'mail.confirmNewEmail.subject': 'Confirm your new Tightlines e-mail address',
  'mail.confirmNewEmail.text':
    'Hello {name},\n\nOpen this link within 24 hours to make this the e-mail address of your Tightlines account:\n\n{link}\n\nIf you did not ask for this, ignore this e-mail: nothing changes.',

  'mail.emailAboutToChange.subject': 'Your Tightlines e-mail address is about to change',
  'mail.emailAboutToChange.text':
    'Hello {name},\n\nSomeone signed in to your Tightlines account asked to change its e-mail address to {newEmail}.\nThe change happens only when the link sent to that address is opened.\n\nIf it was not you, change your password now: that ends every other session of your account.',

  'mail.captaincyInvitation.subject': 'You were named captain of {boatName}',
  'mail.captaincyInvitation.text':
    'Hello,\n\n{ownerEmail} named you captain of the boat "{boatName}" on Tightlines. You become its captain only once you accept:\n\n{link}\n\nSign in, open My Profile and accept or decline under Boats. If you do not know this boat, decline or ignore this e-mail.',

  'mail.judgeInvitation.subject': 'You are invited to judge {tournamentName}',
  'mail.judgeInvitation.text':
    'Hello,\n\n{organiserEmail} named you judge of the tournament "{tournamentName}" on Tightlines. You judge it only once you accept:\n\n{link}\n\nSign in with this address (verified), open Judge and accept or decline the invitation. If you do not know this tournament, decline or ignore this e-mail.',

  'mail.newEntry.subject': 'New entry in {tournamentName}',
  'mail.newEntry.text': '{memberName} joined your tournament "{tournamentName}", which starts on {start}.',

  'mail.tournamentReleased.subject':
    '{tournamentName} was {status, select, Canceled {cancelled} other {deleted}}',
  'mail.tournamentReleased.text':
    'The organiser {status, select, Canceled {cancelled} other {deleted}} the tournament "{tournamentName}", planned for {start}.\n\n{paid, select, yes {Your entry fee is refunded in full: a separate e-mail confirms the refund.} other {Your entry was free: there is nothing to refund.}}',

  'mail.refund.subject': 'Your payment has been refunded',
  'mail.refund.text':
    'We have refunded {amount} for "{description}".\n\nReason: {reason}\n\nRefund reference: {reference}\n\nDepending on your bank, it can take 5–10 business days to appear on your statement.',

  'mail.resultsFinished.subject': 'Official results of {tournamentName}',
  'mail.resultsFinished.text':
    'The judges have finished judging "{tournamentName}": its results are now official.\n\nSee the standings and download the signed results here: {link}',

  'mail.dataExportReady.subject': 'Your Tightlines data is ready to download',
  'mail.dataExportReady.text':
    'Hello {name},\n\nThe zip of all your Tightlines data that you asked for is ready: your profile, sessions, fish logs, comments, entries, payments, teams, clubs and notifications as JSON files, with your pictures and videos.\n\nSign in and download it from My Profile until {expiresAt}:\n\n{link}\n\nAfter that it is deleted; you can ask for a new one at any time.',

  'mail.refundReason.canceled': 'The tournament "{name}" was cancelled.',
  'mail.refundReason.deleted': 'The tournament "{name}" was deleted.',
  'mail.refundReason.left': 'You left the tournament "{name}" before its refund deadline.',
  'mail.refundReason.lateEntry':
    'The tournament "{name}" was no longer taking entrants when your payment arrived, so you were not entered.',
  'mail.refundReason.teamTaken':
    'The team "{name}" could not be registered when your payment arrived: it, or one of its marked members, had been registered meanwhile.',

  'mail.footer.unsubscribe':
    'You get this e-mail because your Tightlines account has e-mails about {kind} turned on. To turn them off, open:\n{link}\nYou can turn them on again in My Profile, under Privacy.',

  'mail.kind.captaincyInvitation': 'boats you are named captain of',
  'mail.kind.judgeInvitation': 'tournaments you are invited to judge',
  'mail.kind.newEntry': 'new entries in your tournaments',
  'mail.kind.tournamentReleased': 'tournaments you entered being cancelled',
  'mail.kind.refund': 'refunds of your payments',
  'mail.kind.resultsFinished': 'official results of tournaments you fished',
};
