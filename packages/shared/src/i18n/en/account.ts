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
    sessionNotFound: 'This session does not exist or has ended already',
    resetInvalid: 'This link to set a new password is not valid',
    resetExpired: 'This link to set a new password has expired, please request a new one',
    resetUsed: 'This link to set a new password has already been used',
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
    passwordReset: {
      subject: 'Set a new password',
      greeting: 'Hello {{name}},',
      intro: 'somebody (hopefully you) asked to set a new password for your CV Builder account.',
      action: 'Set a new password',
      linkHint: 'If the button does not work, copy this link into your browser:',
      expiry: 'The link is valid for one hour and can be used once.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      signature: 'Your CV Builder team',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      greeting: 'Hello {{name}},',
      intro: 'the password of your CV Builder account was changed just now.',
      action: 'Set a new password',
      linkHint: 'If the button does not work, copy this link into your browser:',
      outro:
        'If this was you, there is nothing to do. If not, set a new password right away: that logs out everybody else.',
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
      linkProvider: 'Link {{provider}}',
      unlinkProvider: 'Unlink {{provider}}',
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
      success: 'Verification email re-sent',
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
  /** Texts of the account screens (login, signup, account, pending, verification). */
  ui: {
    forgot: {
      link: 'Forgot password?',
      title: 'Forgot your password?',
      intro:
        'Enter the e-mail address of your account. We will send you a link to set a new password. This works for accounts without a password (external login) too.',
      submit: 'Send link',
      sentTitle: 'Check your e-mails',
      sent: 'If an account with the address <strong>{{email}}</strong> exists, we have sent it a link to set a new password. The link is valid for one hour.',
      backToLogin: 'Back to login',
      error: 'Failed to send the link',
    },
    reset: {
      title: 'Set a new password',
      intro: 'Choose a new password. Afterwards you are logged out on every device.',
      submit: 'Set password',
      success: 'Your new password is set. Please log in.',
      error: 'Failed to set your password',
      requestNew: 'Request a new link',
      incomplete:
        'This link is incomplete. Open the link from the e-mail again, or copy all of it.',
    },
    backToAccount: 'Back to account',
    login: {
      username: 'Username or e-mail',
      submit: 'Log in',
    },
    signup: {
      submit: 'Create account',
      usernameHint:
        '{{min}}–{{max}} letters, digits, ".", "_" or "-". It becomes the address of your public profile.',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
      met: 'fulfilled',
      unmet: 'not fulfilled yet',
    },
    view: {
      edit: 'Edit account',
      notProvided: 'Not provided',
      address: 'Address',
      memberSince: 'Member since',
      verified: 'Verified',
      unverified: 'Not verified',
      publicLink: 'Your public profile link',
      publicLinkLabel: 'Public profile link',
      publicLinkHint: 'Share this link so that others can see your profile.',
      publicLinkPrivate:
        'Your profile is not public yet: switch on public access in the profile editor before you share this link.',
      copy: 'Copy link',
      copied: 'Link copied to the clipboard',
      copyFailed: 'The link could not be copied. It is selected: copy it with Ctrl+C or ⌘+C.',
      openPublic: 'Open',
      noProfile: 'You have no profile yet. Create one to share it and to download your CV.',
      createProfile: 'Create profile',
      editProfile: 'Edit profile',
      public: 'Public',
      private: 'Private',
      changePassword: 'Change password',
      noPassword: 'You log in with an external account, so your account has no password.',
      deleteAccount: 'Delete account',
      deleteHint: 'Deletes your account with your profile and all CV data.',
    },
    delete: {
      confirm: 'Delete permanently',
    },
    edit: {
      personal: 'Name and birthday',
      contact: 'Contact',
      emailHint: 'A new address has to be verified again.',
      phoneHint: 'For example +49 30 1234567',
      noCountry: 'No matching country',
      openCountries: 'Show countries',
      clearCountry: 'Clear country',
    },
    changePassword: {
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      submit: 'Change password',
    },
    pending: {
      sentTo: 'We sent the link to <strong>{{email}}</strong>.',
      checkSpam: 'Nothing there? Check your spam folder or send the e-mail again.',
      resend: 'Re-send verification e-mail',
      resendIn: 'You can send it again in {{time}}',
      wrongAddress: 'Wrong address? Change it',
      changeEmail: 'Change e-mail address',
      newLinkSent: 'We sent a new link to the new address.',
    },
    verification: {
      done: 'Log in to continue building your CV.',
      doneLoggedIn: 'Your account is ready: create your profile and share it.',
      continue: 'Continue to your account',
      login: 'Log in',
      requestNew: 'Request a new e-mail',
      incomplete:
        'This link is incomplete. Open the link from the e-mail again, or copy all of it.',
    },
  },
};
