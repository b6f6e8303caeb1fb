/** Two-factor login with an authenticator app: errors, security mails and screens (English). */
export const twoFactor = {
  errors: {
    invalidCode: 'This code is not correct or has already been used',
    stepExpired: 'The login step has expired, please enter your password again',
    alreadyEnabled: 'Two-factor login is already on',
    notEnrolling: 'Start the set-up again: scan a new QR code',
    notEnabled: 'Two-factor login is not on',
  },
  mail: {
    enabled: {
      subject: 'Two-factor login is on',
      greeting: 'Hello {{name}},',
      intro:
        'two-factor login was turned on for your CV Builder account: from now on a login asks for a code from your authenticator app after the password.',
      action: 'Open your account',
      linkHint: 'If the button does not work, copy this link into your browser:',
      outro:
        'Keep your recovery codes in a safe place. If this was not you, set a new password right away and check your account.',
      signature: 'Your CV Builder team',
    },
    disabled: {
      subject: 'Two-factor login is off',
      greeting: 'Hello {{name}},',
      intro:
        'two-factor login was turned off for your CV Builder account: a login needs only the password again.',
      action: 'Open your account',
      linkHint: 'If the button does not work, copy this link into your browser:',
      outro:
        'If this was not you, set a new password right away and turn two-factor login on again.',
      signature: 'Your CV Builder team',
    },
  },
  ui: {
    title: 'Two-factor login',
    intro:
      'A login asks for a code from an authenticator app (such as Aegis, Google Authenticator or 1Password) after your password.',
    on: 'On',
    off: 'Off',
    recoveryLeft_one: '{{count}} recovery code left',
    recoveryLeft_other: '{{count}} recovery codes left',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    newCodes: 'New recovery codes',
    loadError: 'Failed to load the two-factor settings',
    enrol: {
      title: 'Set up two-factor login',
      scan: 'Scan this QR code with your authenticator app.',
      qrAlt: 'QR code for your authenticator app',
      manual: 'Cannot scan it? Enter this key in the app:',
      copyKey: 'Copy key',
      keyCopied: 'Key copied',
      code: 'Code from the app',
      confirm: 'Turn on',
      error: 'Failed to set up two-factor login',
    },
    codes: {
      title: 'Your recovery codes',
      text: 'Each code logs you in once if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only now.',
      download: 'Download',
      copy: 'Copy',
      copied: 'Recovery codes copied',
      done: 'I have saved them',
      fileName: 'cv-builder-recovery-codes.txt',
    },
    disable: {
      title: 'Turn off two-factor login?',
      text: 'A login will need only your password. Your recovery codes stop working.',
      confirm: 'Turn off',
      done: 'Two-factor login is off',
      error: 'Failed to turn off two-factor login',
    },
    enabled: 'Two-factor login is on',
    renewError: 'Failed to create new recovery codes',
    login: {
      title: 'Two-factor login',
      text: 'Enter the 6-digit code from your authenticator app.',
      recoveryText: 'Enter one of your recovery codes. Each code works once.',
      code: 'Authentication code',
      recoveryCode: 'Recovery code',
      submit: 'Verify',
      useRecovery: 'Use a recovery code',
      useApp: 'Use the authenticator app',
      back: 'Back to login',
      error: 'Verification failed',
    },
    reauthCodeText:
      'For your security, enter a code from your authenticator app or one of your recovery codes before you continue.',
    reauthCode: 'Code from the app or recovery code',
    reauthWithCode: 'Use a code instead',
    reauthWithPassword: 'Use your password instead',
  },
};
