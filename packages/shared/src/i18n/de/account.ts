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
      failed:
        'Bitte versuchen Sie es erneut oder melden Sie sich mit Benutzername und Passwort an.',
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
      onlyLogin: 'Ihre einzige Anmeldemöglichkeit',
      confirmTitle: '{{provider}} trennen?',
      confirmText: 'Sie können sich dann nicht mehr mit {{provider}} anmelden.',
      loadError: 'Ihre verknüpften Konten konnten nicht geladen werden',
      linkError: '{{provider}} konnte nicht verknüpft werden',
      unlinkSuccess: '{{provider}} wurde getrennt',
      unlinkError: '{{provider}} konnte nicht getrennt werden',
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
      success: 'Die Bestätigungs-E-Mail wurde erneut gesendet',
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
};
