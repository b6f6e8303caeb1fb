/**
 * Account messages (English): the password requirements list, the server's
 * account error messages, the verification mail and the account screens'
 * success and failure messages of spec section 8.
 */
export const account = {
  password: {
    requirements: {
      length: 'Between {{min}} and {{max}} characters',
      noWhitespace: 'No spaces',
      digit: 'At least one digit',
      special: 'At least one special character, e.g. ! ? # %',
      uppercase: 'At least one uppercase letter',
      lowercase: 'At least one lowercase letter',
    },
  },
  errors: {
    invalidCredentials: 'Wrong username or password',
    usernameTaken: 'This username is already taken',
    emailTaken: 'An account with this e-mail address already exists',
    wrongPassword: 'The current password is not correct',
    noPassword: 'Your account has no password; log in with your external account',
    sessionExpired: 'Your session has ended, please log in again',
    verificationInvalid: 'This verification link is not valid',
    verificationExpired: 'This verification link has expired, please request a new e-mail',
    verificationUsed: 'This verification link has already been used',
    mailUnavailable: 'The e-mail could not be sent, please try again later',
    unknownCountry: 'Please choose a country from the list',
  },
  mail: {
    verification: {
      subject: 'Confirm your e-mail address',
      greeting: 'Hello {{name}},',
      intro: 'please confirm your e-mail address for your CV Builder account {{username}}.',
      action: 'Confirm e-mail address',
      linkHint: 'If the button does not work, copy this link into your browser:',
      expiry: 'The link is valid for 24 hours and can be used once.',
      ignore: 'If you did not sign up for CV Builder, you can ignore this e-mail.',
      signature: 'Your CV Builder team',
    },
  },
  login: { error: 'Login failed' },
  oauth: {
    errors: {
      providerNotFound: 'This login provider is not available',
      providerUnavailable: 'The login provider cannot be reached, please try again later',
      emailHasPassword:
        'An account with this e-mail address already exists. Log in with your password and link {{provider}} on your account page.',
      alreadyLinked: '{{provider}} is already linked to your account',
      notLinked: '{{provider}} is not linked to your account',
      lastLoginMethod:
        '{{provider}} is your only way to log in. Link another provider before you unlink it.',
    },
    continueWith: 'Continue with {{name}}',
    success: { linked: '{{provider}} is now linked to your account' },
    failure: {
      denied: 'You cancelled the login at the provider.',
      linked_elsewhere: 'This external account is already linked to another account.',
      already_linked: 'Your account is already linked to another account of this provider.',
      failed: 'Please try again, or log in with your username and password.',
    },
    signup: {
      via: 'You are signing up with {{provider}}.',
      verifiedEmail: 'Keep this e-mail address and your account is verified right away.',
      submit: 'Finish signup',
    },
    identities: {
      title: 'Linked accounts',
      subtitle: 'Log in with an external account instead of your password.',
      linked: 'Linked',
      linkedAs: 'Linked as {{email}}',
      notLinked: 'Not linked',
      link: 'Link',
      unlink: 'Unlink',
      onlyLogin: 'Your only way to log in',
      confirmTitle: 'Unlink {{provider}}?',
      confirmText: 'You will no longer be able to log in with {{provider}}.',
      loadError: 'Failed to load your linked accounts',
      linkError: 'Failed to link {{provider}}',
      unlinkSuccess: '{{provider}} has been unlinked',
      unlinkError: 'Failed to unlink {{provider}}',
    },
  },
  externalLogin: { error: 'Login with external account failed' },
  signup: { error: 'Failed to create your account' },
  logout: { error: 'Failed to logout' },
  load: {
    error: 'Failed to load your account',
    detail: "Make sure you're logged in and try again",
  },
  update: { success: 'Your account has been updated', error: 'Failed to update your account' },
  changePassword: {
    success: 'Your password has been changed',
    error: 'Failed to change your password',
  },
  delete: {
    success: 'Your account has been deleted',
    error: 'Failed to delete your account',
    confirmTitle: 'Delete your account?',
    confirmText:
      'All your account and CV data will be deleted permanently and cannot be recovered.',
  },
  verification: {
    statusCheck: { error: "Your account verification status couldn't be checked" },
    resend: {
      success: 'The verification e-mail has been sent again',
      error: 'Failed to re-send verification email',
    },
    verify: {
      success: 'Your e-mail address has been verified',
      error: 'Failed to verify your email',
    },
  },
  countries: {
    error: 'Failed to load countries',
    detail: "Try again later or contact the administrator if the problem isn't resolved",
  },
};
