import type { twoFactor as en } from '../en/twoFactor';
import type { Messages } from '../types';

/** Zwei-Faktor-Anmeldung mit einer Authenticator-App: Fehler, Sicherheits-Mails, Seiten (Deutsch). */
export const twoFactor: Messages<typeof en> = {
  errors: {
    invalidCode: 'Dieser Code ist nicht richtig oder wurde schon verwendet',
    stepExpired: 'Der Anmeldeschritt ist abgelaufen, bitte geben Sie Ihr Passwort erneut ein',
    alreadyEnabled: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet',
    notEnrolling: 'Beginnen Sie die Einrichtung neu: Scannen Sie einen neuen QR-Code',
    notEnabled: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet',
  },
  mail: {
    enabled: {
      subject: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet',
      greeting: 'Hallo {{name}},',
      intro:
        'für Ihr CV-Builder-Konto wurde die Zwei-Faktor-Anmeldung eingeschaltet: Ab jetzt fragt eine Anmeldung nach dem Passwort einen Code aus Ihrer Authenticator-App ab.',
      action: 'Konto öffnen',
      linkHint:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      outro:
        'Bewahren Sie Ihre Wiederherstellungscodes sicher auf. Wenn Sie das nicht waren, legen Sie sofort ein neues Passwort fest und prüfen Sie Ihr Konto.',
      signature: 'Ihr CV-Builder-Team',
    },
    disabled: {
      subject: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet',
      greeting: 'Hallo {{name}},',
      intro:
        'für Ihr CV-Builder-Konto wurde die Zwei-Faktor-Anmeldung ausgeschaltet: Eine Anmeldung braucht wieder nur das Passwort.',
      action: 'Konto öffnen',
      linkHint:
        'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
      outro:
        'Wenn Sie das nicht waren, legen Sie sofort ein neues Passwort fest und schalten Sie die Zwei-Faktor-Anmeldung wieder ein.',
      signature: 'Ihr CV-Builder-Team',
    },
  },
  ui: {
    title: 'Zwei-Faktor-Anmeldung',
    intro:
      'Eine Anmeldung fragt nach Ihrem Passwort einen Code aus einer Authenticator-App ab (etwa Aegis, Google Authenticator oder 1Password).',
    on: 'Ein',
    off: 'Aus',
    recoveryLeft_one: 'Noch {{count}} Wiederherstellungscode',
    recoveryLeft_other: 'Noch {{count}} Wiederherstellungscodes',
    turnOn: 'Einschalten',
    turnOff: 'Ausschalten',
    newCodes: 'Neue Wiederherstellungscodes',
    loadError: 'Die Einstellungen der Zwei-Faktor-Anmeldung konnten nicht geladen werden',
    enrol: {
      title: 'Zwei-Faktor-Anmeldung einrichten',
      scan: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App.',
      qrAlt: 'QR-Code für Ihre Authenticator-App',
      manual: 'Scannen geht nicht? Geben Sie diesen Schlüssel in der App ein:',
      copyKey: 'Schlüssel kopieren',
      keyCopied: 'Schlüssel kopiert',
      code: 'Code aus der App',
      confirm: 'Einschalten',
      error: 'Die Zwei-Faktor-Anmeldung konnte nicht eingerichtet werden',
    },
    codes: {
      title: 'Ihre Wiederherstellungscodes',
      text: 'Jeder Code meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Bewahren Sie sie sicher auf, etwa in einem Passwort-Manager: Sie werden nur jetzt angezeigt.',
      download: 'Herunterladen',
      copy: 'Kopieren',
      copied: 'Wiederherstellungscodes kopiert',
      done: 'Ich habe sie gespeichert',
      fileName: 'cv-builder-wiederherstellungscodes.txt',
    },
    disable: {
      title: 'Zwei-Faktor-Anmeldung ausschalten?',
      text: 'Eine Anmeldung braucht dann nur Ihr Passwort. Ihre Wiederherstellungscodes werden ungültig.',
      confirm: 'Ausschalten',
      done: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet',
      error: 'Die Zwei-Faktor-Anmeldung konnte nicht ausgeschaltet werden',
    },
    enabled: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet',
    renewError: 'Neue Wiederherstellungscodes konnten nicht erstellt werden',
    login: {
      title: 'Zwei-Faktor-Anmeldung',
      text: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
      recoveryText:
        'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code funktioniert einmal.',
      code: 'Bestätigungscode',
      recoveryCode: 'Wiederherstellungscode',
      submit: 'Bestätigen',
      useRecovery: 'Wiederherstellungscode verwenden',
      useApp: 'Authenticator-App verwenden',
      back: 'Zurück zur Anmeldung',
      error: 'Die Bestätigung ist fehlgeschlagen',
    },
    reauthCodeText:
      'Zu Ihrer Sicherheit geben Sie bitte einen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein, bevor Sie fortfahren.',
    reauthCode: 'Code aus der App oder Wiederherstellungscode',
    reauthWithCode: 'Stattdessen einen Code verwenden',
    reauthWithPassword: 'Stattdessen das Passwort verwenden',
  },
};
