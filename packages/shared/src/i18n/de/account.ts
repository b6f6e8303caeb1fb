import type { account as en } from '../en/account';
import type { Messages } from '../types';

export const account: Messages<typeof en> = {
  password: {
    requirements: {
      length: 'Zwischen {{min}} und {{max}} Zeichen',
      noWhitespace: 'Keine Leerzeichen',
      digit: 'Mindestens eine Ziffer',
      special: 'Mindestens ein Sonderzeichen, z. B. ! ? # %',
      uppercase: 'Mindestens ein Großbuchstabe',
      lowercase: 'Mindestens ein Kleinbuchstabe',
    },
  },
  errors: {
    invalidCredentials: 'Benutzername oder Passwort ist falsch',
    usernameTaken: 'Dieser Benutzername ist bereits vergeben',
    emailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
    wrongPassword: 'Das aktuelle Passwort ist nicht korrekt',
    noPassword: 'Ihr Konto hat kein Passwort; melden Sie sich mit Ihrem externen Konto an',
    sessionExpired: 'Ihre Sitzung ist beendet, bitte melden Sie sich erneut an',
    verificationInvalid: 'Dieser Bestätigungslink ist ungültig',
    verificationExpired:
      'Dieser Bestätigungslink ist abgelaufen, bitte fordern Sie eine neue E-Mail an',
    verificationUsed: 'Dieser Bestätigungslink wurde bereits verwendet',
    mailUnavailable:
      'Die E-Mail konnte nicht gesendet werden, bitte versuchen Sie es später erneut',
    unknownCountry: 'Bitte wählen Sie ein Land aus der Liste',
    reauthenticationRequired: 'Bitte bestätigen Sie, dass Sie es sind: Geben Sie Ihr Passwort ein',
    noPasswordReauth:
      'Ihr Konto hat kein Passwort: Melden Sie sich erneut mit Ihrem externen Konto an, um fortzufahren',
    sessionNotFound: 'Diese Sitzung gibt es nicht oder sie ist bereits beendet',
    resetInvalid: 'Dieser Link zum Setzen eines neuen Passworts ist ungültig',
    resetExpired:
      'Dieser Link zum Setzen eines neuen Passworts ist abgelaufen, bitte fordern Sie einen neuen an',
    resetUsed: 'Dieser Link zum Setzen eines neuen Passworts wurde bereits verwendet',
  },
  mail: {
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: 'Hallo {{name}},',
      intro: 'bitte bestätigen Sie Ihre E-Mail-Adresse für Ihr CV-Builder-Konto {{username}}.',
      action: 'E-Mail-Adresse bestätigen',
      linkHint: 'Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      expiry: 'Der Link ist 24 Stunden gültig und kann einmal verwendet werden.',
      ignore: 'Falls Sie sich nicht bei CV Builder registriert haben, ignorieren Sie diese E-Mail.',
      signature: 'Ihr CV-Builder-Team',
    },
    passwordReset: {
      subject: 'Neues Passwort festlegen',
      greeting: 'Hallo {{name}},',
      intro:
        'jemand (hoffentlich Sie) möchte ein neues Passwort für Ihr CV-Builder-Konto festlegen.',
      action: 'Neues Passwort festlegen',
      linkHint:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      expiry: 'Der Link ist eine Stunde gültig und kann einmal verwendet werden.',
      ignore:
        'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      signature: 'Ihr CV-Builder-Team',
    },
    emailChanged: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      greeting: 'Hallo {{name}},',
      intro: 'die E-Mail-Adresse Ihres CV-Builder-Kontos wurde in {{email}} geändert.',
      action: 'Neues Passwort festlegen',
      linkHint:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      outro:
        'Wenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, nutzt womöglich jemand anderes Ihr Konto: Legen Sie sofort ein neues Passwort fest.',
      signature: 'Ihr CV-Builder-Team',
    },
    passwordChanged: {
      subject: 'Ihr Passwort wurde geändert',
      greeting: 'Hallo {{name}},',
      intro: 'das Passwort Ihres CV-Builder-Kontos wurde soeben geändert.',
      action: 'Neues Passwort festlegen',
      linkHint:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      outro:
        'Wenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, legen Sie sofort ein neues Passwort fest: Damit werden alle anderen abgemeldet.',
      signature: 'Ihr CV-Builder-Team',
    },
    passkeyAdded: {
      subject: 'Ihrem Konto wurde ein Passkey hinzugefügt',
      greeting: 'Hallo {{name}},',
      intro:
        'Ihrem CV-Builder-Konto wurde soeben der Passkey „{{passkey}}“ hinzugefügt. Mit ihm kann man sich ohne Passwort bei Ihrem Konto anmelden.',
      action: 'Passkeys ansehen',
      linkHint:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      outro:
        'Wenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, entfernen Sie den Passkey sofort auf Ihrer Kontoseite und legen Sie ein neues Passwort fest.',
      signature: 'Ihr CV-Builder-Team',
    },
  },
  login: { error: 'Anmeldung fehlgeschlagen' },
  oauth: {
    errors: {
      providerNotFound: 'Dieser Anmeldedienst ist nicht verfügbar',
      providerUnavailable:
        'Der Anmeldedienst ist nicht erreichbar, bitte versuchen Sie es später erneut',
      emailHasPassword:
        'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich mit Ihrem Passwort an und verknüpfen Sie {{provider}} auf Ihrer Kontoseite.',
      alreadyLinked: '{{provider}} ist bereits mit Ihrem Konto verknüpft',
      notLinked: '{{provider}} ist nicht mit Ihrem Konto verknüpft',
      lastLoginMethod:
        '{{provider}} ist Ihre einzige Möglichkeit, sich anzumelden. Verknüpfen Sie zuerst einen anderen Dienst.',
    },
    continueWith: 'Weiter mit {{name}}',
    success: { linked: '{{provider}} ist jetzt mit Ihrem Konto verknüpft' },
    failure: {
      denied: 'Sie haben die Anmeldung beim Anbieter abgebrochen.',
      linked_elsewhere: 'Dieses externe Konto ist bereits mit einem anderen Konto verknüpft.',
      already_linked: 'Ihr Konto ist bereits mit einem anderen Konto dieses Anbieters verknüpft.',
    },
    signup: {
      via: 'Sie registrieren sich mit {{provider}}.',
      verifiedEmail: 'Behalten Sie diese E-Mail-Adresse, dann ist Ihr Konto sofort bestätigt.',
      submit: 'Registrierung abschließen',
    },
    identities: {
      title: 'Verknüpfte Konten',
      subtitle: 'Melden Sie sich mit einem externen Konto statt mit Ihrem Passwort an.',
      linked: 'Verknüpft',
      linkedAs: 'Verknüpft als {{email}}',
      notLinked: 'Nicht verknüpft',
      link: 'Verknüpfen',
      unlink: 'Trennen',
      linkProvider: '{{provider}} verknüpfen',
      unlinkProvider: '{{provider}} trennen',
      onlyLogin: 'Ihre einzige Anmeldemöglichkeit',
      confirmTitle: '{{provider}} trennen?',
      confirmText: 'Sie können sich dann nicht mehr mit {{provider}} anmelden.',
      loadError: 'Ihre verknüpften Konten konnten nicht geladen werden',
      linkError: '{{provider}} konnte nicht verknüpft werden',
      unlinkSuccess: '{{provider}} wurde getrennt',
      unlinkError: '{{provider}} konnte nicht getrennt werden',
    },
  },
  passkeys: {
    errors: {
      loginFailed: 'Dieser Passkey ist hier unbekannt oder konnte nicht geprüft werden',
      invalid: 'Der Passkey konnte nicht geprüft werden, bitte versuchen Sie es erneut',
      challengeExpired:
        'Die Passkey-Anfrage ist abgelaufen oder wurde bereits beantwortet, bitte versuchen Sie es erneut',
      userVerification:
        'Ihr Passkey hat nicht bestätigt, dass Sie es sind (mit PIN, Fingerabdruck oder Gesicht); bitte verwenden Sie einen, der das kann',
      notYours: 'Dieser Passkey gehört nicht zu Ihrem Konto',
      alreadyRegistered: 'Dieser Passkey ist bereits registriert',
      limitReached:
        'Sie können höchstens {{max}} Passkeys haben; entfernen Sie einen, bevor Sie einen weiteren hinzufügen',
      notFound: 'Diesen Passkey gibt es nicht oder er wurde bereits entfernt',
      noPasskeys: 'Ihr Konto hat noch keinen Passkey',
      needDomain:
        'Passkeys funktionieren nur, wenn die App unter einem Domainnamen geöffnet wird (etwa localhost oder cv.example.com), nicht unter einer IP-Adresse wie {{host}}',
      browserRefused:
        'Ihr Browser hat den Passkey für diese Adresse abgelehnt: Passkeys brauchen einen Domainnamen und, außer bei localhost, eine sichere Verbindung (https)',
    },
  },
  externalLogin: { error: 'Anmeldung mit externem Konto fehlgeschlagen' },
  signup: { error: 'Ihr Konto konnte nicht erstellt werden' },
  logout: { error: 'Abmelden fehlgeschlagen' },
  load: {
    error: 'Ihr Konto konnte nicht geladen werden',
    detail: 'Stellen Sie sicher, dass Sie angemeldet sind, und versuchen Sie es erneut',
  },
  update: {
    success: 'Ihr Konto wurde aktualisiert',
    error: 'Ihr Konto konnte nicht aktualisiert werden',
  },
  changePassword: {
    success: 'Ihr Passwort wurde geändert',
    error: 'Ihr Passwort konnte nicht geändert werden',
  },
  delete: {
    success: 'Ihr Konto wurde gelöscht',
    error: 'Ihr Konto konnte nicht gelöscht werden',
    confirmTitle: 'Konto löschen?',
    confirmText:
      'Alle Ihre Konto- und Lebenslaufdaten werden dauerhaft gelöscht und können nicht wiederhergestellt werden.',
  },
  verification: {
    statusCheck: { error: 'Der Verifizierungsstatus Ihres Kontos konnte nicht geprüft werden' },
    resend: {
      success: 'Bestätigungs-E-Mail erneut gesendet',
      error: 'Die Bestätigungs-E-Mail konnte nicht erneut gesendet werden',
    },
    verify: {
      success: 'Ihre E-Mail-Adresse wurde bestätigt',
      error: 'Ihre E-Mail-Adresse konnte nicht bestätigt werden',
    },
  },
  countries: {
    error: 'Die Länder konnten nicht geladen werden',
    detail:
      'Versuchen Sie es später erneut oder wenden Sie sich an den Administrator, falls das Problem bestehen bleibt',
  },
  ui: {
    reauth: {
      title: 'Bestätigen Sie, dass Sie es sind',
      text: 'Zu Ihrer Sicherheit geben Sie bitte Ihr Passwort ein, bevor Sie fortfahren.',
      submit: 'Bestätigen',
    },
    sessions: {
      title: 'Wo Sie angemeldet sind',
      intro: 'Melden Sie ein Gerät ab, das Sie nicht mehr nutzen oder nicht kennen.',
      thisDevice: 'Dieses Gerät',
      unknownBrowser: 'Unbekannter Browser',
      unknownOs: 'unbekanntes System',
      device: { desktop: 'Computer', mobile: 'Smartphone', tablet: 'Tablet', tv: 'Fernseher' },
      since: 'Angemeldet am {{date}}',
      lastUsed: 'Zuletzt aktiv am {{date}}',
      revoke: 'Abmelden',
      revokeLabel: '{{name}} abmelden',
      revokeOthers: 'Überall sonst abmelden',
      revoked: 'Das Gerät wurde abgemeldet',
      othersRevoked: 'Sie wurden überall sonst abgemeldet',
      revokeError: 'Die Sitzung konnte nicht beendet werden',
      loadError: 'Ihre Sitzungen konnten nicht geladen werden',
    },
    passkeys: {
      title: 'Passkeys',
      intro:
        'Melden Sie sich mit Fingerabdruck, Gesicht oder Geräte-PIN statt mit einem Passwort an. Der Passkey bleibt auf Ihrem Gerät oder in Ihrem Passwort-Manager.',
      empty: 'Sie haben noch keine Passkeys.',
      unsupported: 'Dieser Browser kann keine Passkeys erstellen.',
      add: 'Passkey hinzufügen',
      addTitle: 'Passkey hinzufügen',
      addText:
        'Benennen Sie den Passkey, damit Sie ihn später wiedererkennen, z. B. nach dem Gerät oder Passwort-Manager, der ihn aufbewahrt. Danach bittet Ihr Browser Sie um eine Bestätigung.',
      addSubmit: 'Weiter',
      defaultName: '{{browser}} unter {{os}}',
      fallbackName: 'Mein Passkey',
      added: 'Der Passkey wurde hinzugefügt',
      addError: 'Der Passkey konnte nicht hinzugefügt werden',
      cancelled: 'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen.',
      alreadyOnDevice:
        'Dieses Gerät oder dieser Passwort-Manager hat bereits einen Passkey für Ihr Konto.',
      created: 'Hinzugefügt am {{date}}',
      lastUsed: 'Zuletzt verwendet am {{date}}',
      neverUsed: 'Noch nicht verwendet',
      synced: 'Synchronisiert',
      limit: 'Sie haben die Höchstzahl von {{max}} Passkeys erreicht.',
      remove: 'Entfernen',
      removeLabel: 'Passkey {{name}} entfernen',
      confirmTitle: 'Passkey „{{name}}“ entfernen?',
      confirmText:
        'Sie können sich dann nicht mehr mit ihm anmelden. Löschen Sie ihn auch auf Ihrem Gerät oder in Ihrem Passwort-Manager.',
      removed: 'Der Passkey wurde entfernt',
      removeError: 'Der Passkey konnte nicht entfernt werden',
      loadError: 'Ihre Passkeys konnten nicht geladen werden',
      login: 'Mit Passkey anmelden',
      loginError: 'Anmeldung mit Passkey fehlgeschlagen',
      reauth: 'Passkey verwenden',
    },
    forgot: {
      link: 'Passwort vergessen?',
      title: 'Passwort vergessen?',
      intro:
        'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Das funktioniert auch für Konten ohne Passwort (externe Anmeldung).',
      submit: 'Link senden',
      sentTitle: 'Sehen Sie in Ihrem Postfach nach',
      sent: 'Falls es ein Konto mit der Adresse <strong>{{email}}</strong> gibt, haben wir ihm einen Link zum Festlegen eines neuen Passworts gesendet. Der Link ist eine Stunde gültig.',
      backToLogin: 'Zurück zur Anmeldung',
      error: 'Der Link konnte nicht gesendet werden',
    },
    reset: {
      title: 'Neues Passwort festlegen',
      intro: 'Wählen Sie ein neues Passwort. Danach werden Sie auf allen Geräten abgemeldet.',
      submit: 'Passwort festlegen',
      success: 'Ihr neues Passwort ist festgelegt. Bitte melden Sie sich an.',
      error: 'Ihr Passwort konnte nicht festgelegt werden',
      requestNew: 'Neuen Link anfordern',
      incomplete:
        'Dieser Link ist unvollständig. Öffnen Sie den Link aus der E-Mail erneut oder kopieren Sie ihn vollständig.',
    },
    backToAccount: 'Zurück zum Konto',
    login: {
      username: 'Benutzername oder E-Mail',
      submit: 'Anmelden',
    },
    signup: {
      submit: 'Konto erstellen',
      usernameHint:
        '{{min}}–{{max}} Zeichen: Buchstaben a–z ohne Akzente und Umlaute, Ziffern, „.“, „_“ oder „-“. Er wird zur Adresse Ihres öffentlichen Profils.',
    },
    password: {
      show: 'Passwort anzeigen',
      hide: 'Passwort verbergen',
      met: 'erfüllt',
      unmet: 'noch nicht erfüllt',
    },
    view: {
      edit: 'Konto bearbeiten',
      notProvided: 'Nicht angegeben',
      address: 'Adresse',
      memberSince: 'Mitglied seit',
      verified: 'Bestätigt',
      unverified: 'Nicht bestätigt',
      publicLink: 'Link zu Ihrem öffentlichen Profil',
      publicLinkLabel: 'Link zum öffentlichen Profil',
      publicLinkHint: 'Teilen Sie diesen Link, damit andere Ihr Profil sehen können.',
      publicLinkPrivate:
        'Ihr Profil ist noch nicht öffentlich: Schalten Sie den öffentlichen Zugriff im Profil-Editor ein, bevor Sie diesen Link teilen.',
      copy: 'Link kopieren',
      copied: 'Link in die Zwischenablage kopiert',
      copyFailed:
        'Der Link konnte nicht kopiert werden. Er ist markiert: Kopieren Sie ihn mit Strg+C oder ⌘+C.',
      openPublic: 'Öffnen',
      noProfile:
        'Sie haben noch kein Profil. Erstellen Sie eines, um es zu teilen und Ihren Lebenslauf herunterzuladen.',
      createProfile: 'Profil erstellen',
      editProfile: 'Profil bearbeiten',
      public: 'Öffentlich',
      private: 'Privat',
      changePassword: 'Passwort ändern',
      noPassword: 'Sie melden sich mit einem externen Konto an, daher hat Ihr Konto kein Passwort.',
      deleteAccount: 'Konto löschen',
      deleteHint: 'Löscht Ihr Konto mit Ihrem Profil und allen Lebenslaufdaten.',
    },
    delete: {
      confirm: 'Endgültig löschen',
    },
    edit: {
      personal: 'Name und Geburtstag',
      contact: 'Kontakt',
      emailHint: 'Eine neue Adresse muss erneut bestätigt werden.',
      phoneHint: 'Zum Beispiel +49 30 1234567',
      noCountry: 'Kein passendes Land',
      openCountries: 'Länder anzeigen',
      clearCountry: 'Land entfernen',
    },
    changePassword: {
      newPassword: 'Neues Passwort',
      confirmPassword: 'Neues Passwort bestätigen',
      submit: 'Passwort ändern',
    },
    pending: {
      sentTo: 'Wir haben den Link an <strong>{{email}}</strong> gesendet.',
      checkSpam:
        'Nichts angekommen? Sehen Sie im Spam-Ordner nach oder senden Sie die E-Mail erneut.',
      resend: 'Bestätigungs-E-Mail erneut senden',
      resendIn: 'Erneutes Senden möglich in {{time}}',
      wrongAddress: 'Falsche Adresse? Ändern',
      changeEmail: 'E-Mail-Adresse ändern',
      newLinkSent: 'Wir haben einen neuen Link an die neue Adresse gesendet.',
    },
    verification: {
      done: 'Melden Sie sich an, um Ihren Lebenslauf weiter zu gestalten.',
      doneLoggedIn: 'Ihr Konto ist bereit: Erstellen Sie Ihr Profil und teilen Sie es.',
      continue: 'Weiter zu Ihrem Konto',
      login: 'Anmelden',
      requestNew: 'Neue E-Mail anfordern',
      incomplete:
        'Dieser Link ist unvollständig. Öffnen Sie den Link aus der E-Mail erneut oder kopieren Sie ihn vollständig.',
    },
  },
  /** Die Teilen-Werkzeuge der Kontoseite: ein QR-Code des Links zum öffentlichen Profil. */
  shareTools: {
    qr: {
      title: 'QR-Code',
      description:
        'Führt zu Ihrem öffentlichen Profil, für Visitenkarten, Folien oder Plakate. Er funktioniert, solange Ihr Profil öffentlich ist.',
      alt: 'QR-Code des Links zu Ihrem öffentlichen Profil',
      downloadSvg: 'SVG herunterladen',
      downloadPng: 'PNG herunterladen',
    },
  },
  /** Geheime Teilen-Links und die Besuchsstatistik auf der Kontoseite. */
  sharing: {
    errors: {
      notFound: 'Diesen Link gibt es nicht (mehr)',
      linkNotFound: 'Diesen Teilen-Link gibt es nicht',
      limit:
        'Sie können höchstens {{max}} aktive Teilen-Links haben. Widerrufen Sie zuerst einen, den Sie nicht mehr brauchen.',
      expiryPast: 'Das Ablaufdatum muss heute oder später sein',
      perDay_one:
        'Sie können höchstens {{max}} Teilen-Links am Tag erstellen. Bitte versuchen Sie es in {{count}} Stunde erneut.',
      perDay_other:
        'Sie können höchstens {{max}} Teilen-Links am Tag erstellen. Bitte versuchen Sie es in {{count}} Stunden erneut.',
    },
    links: {
      title: 'Teilen-Links',
      intro:
        'Geheime Links zeigen Ihr Profil den Personen, denen Sie sie senden, auch wenn Ihr öffentliches Profil ausgeschaltet ist. Suchmaschinen nehmen sie nicht auf.',
      label: 'Bezeichnung (optional)',
      labelHint: 'Zum Beispiel „Bewerbung ACME“; nur Sie sehen sie.',
      expiresAt: 'Gültig bis (optional)',
      create: 'Link erstellen',
      creating: 'Wird erstellt …',
      empty: 'Noch keine Teilen-Links.',
      loadError: 'Ihre Teilen-Links konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      unnamed: 'Link ohne Bezeichnung',
      created: 'Erstellt am {{date}}',
      expires: 'Gültig bis {{date}}',
      noExpiry: 'Ohne Ablaufdatum',
      views_one: '{{count}} Aufruf',
      views_other: '{{count}} Aufrufe',
      status: {
        active: 'Aktiv',
        expired: 'Abgelaufen',
        revoked: 'Widerrufen',
      },
      revoke: 'Widerrufen',
      revokeLabel: 'Link „{{label}}“ widerrufen',
      revokeTitle: 'Diesen Link widerrufen?',
      revokeText:
        'Wer diesen Link hat, kann Ihr Profil damit nicht mehr öffnen. Das lässt sich nicht rückgängig machen.',
      revokeConfirm: 'Link widerrufen',
      revoked: 'Der Link wurde widerrufen',
      revokeError: 'Der Link konnte nicht widerrufen werden',
      createError: 'Der Link konnte nicht erstellt werden',
      cancel: 'Abbrechen',
      limitReached: 'Sie haben {{max}} aktive Links, mehr sind nicht möglich.',
    },
    created: {
      title: 'Ihr neuer Teilen-Link',
      text: 'Kopieren Sie den Link jetzt: Er wird nur einmal angezeigt. Geht er verloren, widerrufen Sie ihn und erstellen Sie einen neuen.',
      linkLabel: 'Teilen-Link',
      copy: 'Link kopieren',
      copied: 'Link kopiert',
      copyFailed: 'Der Link konnte nicht kopiert werden; markieren und kopieren Sie ihn von Hand.',
      done: 'Fertig',
    },
    stats: {
      title: 'Aufrufe',
      intro:
        'Aufrufe Ihrer öffentlichen Seite und Ihrer Teilen-Links sowie Lebenslauf-Downloads der letzten {{days}} Tage. Ihre eigenen Aufrufe und bekannte Bots zählen nicht; Besucher werden ohne Cookies gezählt und lassen sich nicht zurückverfolgen.',
      loadError: 'Die Statistik konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      publicViews: 'Öffentliche Seite',
      shareViews: 'Teilen-Links',
      pdfDownloads: 'PDF-Downloads',
      visitors: 'Besucher',
      chartLabel: 'Aufrufe pro Tag in den letzten {{days}} Tagen',
      chartLoading: 'Diagramm wird geladen …',
      tableCaption: 'Aufrufe pro Tag (nur Tage mit Aufrufen)',
      day: 'Tag',
      noViews: 'In den letzten {{days}} Tagen gab es noch keine Aufrufe.',
      perLink: 'Aufrufe pro Teilen-Link',
    },
  },
};
