/** The account's prompts in the frame, on every page: sign in, the login invitation, a missing name, a password reset, the e-mail verification notice. */
export default {
  'account.signIn': 'Sign in',
  'account.createAccount': 'Create an account',
  'account.logOut.signingOut': 'Signing out',
  'account.invitation.title': 'Join Tightlines',
  'account.invitation.text':
    'Sign in to log your sessions with video, follow boats and anglers, and enter tournaments. It is free.',
  'account.invitation.notNow': 'Not now',
  'account.invitation.pageText':
    'Tournaments, teams and your own fishing logs need a Tightlines account. It is free to join.',
  'account.nameRequired.title': 'We need your name to create your account',
  'account.nameRequired.text':
    'Your sign-in provider did not share your name with Tightlines, so we could not create your account.',
  'account.nameRequired.again': 'Sign in again and allow Tightlines to see your name, or',
  'account.nameRequired.register': 'create an account with your e-mail and a password.',
  'account.nameRequired.close': 'Close',
  'account.nameRequired.registerButton': 'Register with e-mail',
  'account.reset.title': 'Choose a new password',
  'account.reset.tabTitle': 'New password',
  'account.reset.unusableTitle': 'This link cannot be used',
  'account.reset.unusable':
    'The reset link is unknown, was already used, or is more than an hour old. Ask for a new one from the sign-in page.',
  'account.reset.newFor': 'New password for {email}',
  'account.reset.cancel': 'Cancel',
  'account.reset.submit': 'Change password',
  'account.verify.noticeTitle': 'Check your e-mail to verify your address',
  'account.verify.noticeText':
    'We sent a link to {email}. Until you open it you can use Tightlines, but not judge tournaments or captain boats you were named to by e-mail.',
  'account.verify.resend': 'Send a new link',
  'account.verify.resent': 'A new link is on its way to {email}.',
} as const;
