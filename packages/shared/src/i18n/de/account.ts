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
