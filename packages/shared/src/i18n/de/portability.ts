import { portability as en } from '../en/portability';
import type { Messages } from '../types';

export const portability: Messages<typeof en> = {
  errors: {
    notJson: 'Diese Datei ist kein JSON-Dokument. Wählen Sie die .json-Datei Ihres Exports.',
    notZip:
      'Diese Datei ist kein ZIP-Archiv. Wählen Sie die ZIP-Datei, die LinkedIn Ihnen geschickt hat.',
    wrongFormat: 'Diese Datei ist kein {{format}}-Export, den wir lesen können.',
    unknownFormat:
      'Wir konnten diese Datei nicht erkennen. Wählen Sie eine JSON-Resume-Datei, einen Reactive-Resume-Export oder den Datenexport von LinkedIn (ZIP).',
    archiveTooLarge:
      'Dieses Archiv enthält mehr, als wir lesen: höchstens {{entries}} Dateien, {{entryMb}} MB entpackt je Datei und {{mb}} MB entpackt insgesamt.',
    unreadable: 'Diese Datei ist beschädigt oder kann nicht gelesen werden.',
    encrypted:
      'Dieses PDF ist mit einem Passwort geschützt, daher können wir es nicht lesen. Speichern Sie es ohne Schutz und importieren Sie es dann.',
    noText:
      'Diese Datei enthält keinen lesbaren Text: Sie sieht aus wie ein Scan oder ein Bild Ihres Lebenslaufs. Importieren Sie stattdessen das PDF oder die Word-Datei, in der Ihr Lebenslauf geschrieben wurde.',
    tooManyPages:
      'Dieses PDF hat mehr als {{max}} Seiten: Das ist kein Lebenslauf. Wählen Sie das PDF Ihres Lebenslaufs.',
    empty:
      'Diese Datei enthält nichts, was in ein Profil passt. Es wurde nichts importiert, Ihr Profil bleibt, wie es ist.',
    running:
      'Ein Import von Ihnen läuft bereits. Warten Sie, bis er fertig ist, und versuchen Sie es dann erneut.',
    tooComplex:
      'Das Lesen dieser Datei braucht mehr Zeit oder Speicher, als ein Import verwenden darf. Ein Lebenslauf-Export ist viel kleiner: Prüfen Sie, ob es die richtige Datei ist.',
    busy: 'Gerade laufen viele Importe. Versuchen Sie es in ein paar Sekunden erneut.',
    limit:
      'Der Import würde dem Abschnitt „{{section}}“ mehr als {{max}} Einträge geben. Ersetzen Sie stattdessen den Inhalt, oder löschen Sie zuerst einige Einträge.',
    customLimit:
      'Der Import würde Ihrem Profil mehr als {{max}} eigene Abschnitte geben. Ersetzen Sie stattdessen den Inhalt, oder löschen Sie zuerst einige.',
  },
  /** Names of products and file types: the same in every language. */
  formats: en.formats,
  archive: {
    readme:
      'Ihre Daten aus dem Lebenslauf-Editor, exportiert am {{date}}\n\naccount.json   Ihr Konto: Benutzername, E-Mail, Name, Telefon, Geburtstag, Adresse, Status.\nprofile.json   Ihr Profil, wie der Editor es zeigt: allgemeine Texte, Sichtbarkeit, Farben\n               und jeder Abschnitt mit allen Einträgen (öffentlich oder nicht).\nresume.json    Dasselbe Profil im Format JSON Resume (jsonresume.org), das andere\n               Lebenslauf-Programme importieren. Eigene Abschnitte stehen unter "x-customSections".\ncvs.json       Ihre Lebensläufe: Name, Design, Sprache, Papierformat, Schrift, Farben,\n               Datumsformat, Reihenfolge, ausgeblendete Abschnitte und weggelassene Einträge.\ncvs/           Ein PDF je Lebenslauf, so wie Sie es heute herunterladen würden.\nletters.json   Ihre Anschreiben und Textbausteine.\nletters/       Ein PDF je Anschreiben und Ihre Unterschrift als Bild, falls hochgeladen.\nsessions.json  Die Geräte, auf denen Sie angemeldet sind (Browser, System, letzte Nutzung).\n               Passwörter, Tokens oder Schlüssel sind in diesem Archiv nicht enthalten.\npicture.*      Ihr Profilbild und sein Vorschaubild, falls Sie eines hochgeladen haben.\n\nAlles in diesem Archiv gehört Ihnen: Sonst ist nichts über Sie gespeichert, und nichts wird\nweitergegeben außer an den Speicherdienst, der Ihr Bild aufbewahrt.\n',
  },
  defaults: {
    skillType: 'Kenntnisse',
  },
  labels: {
    grade: 'Note: {{grade}}',
  },
  import: {
    translation: {
      fileLanguage: 'Sprache der Datei',
      fileLanguageHint:
        'Eine Datei in der zweiten Sprache Ihres Profils ergänzt die Übersetzungen Ihrer passenden Einträge (gleicher Beginn und gleiche Organisation) und fügt die übrigen als neue Einträge nur in dieser Sprache hinzu: Ihre Texte in der Sprache Ihres Profils bleiben leer, bis Sie sie später schreiben.',
      notice:
        'Diese Datei ist auf {{language, languageName}}, der zweiten Sprache Ihres Profils: Ihre Texte werden zu den Übersetzungen der passenden Einträge, und die übrigen Einträge kommen nur auf {{language, languageName}} hinzu, ihre Texte in der Sprache Ihres Profils bleiben leer. Nichts wird entfernt.',
      languages: { en: 'English', de: 'Deutsch' },
    },
    subtitle:
      'Übernehmen Sie den Inhalt eines vorhandenen Lebenslaufs in Ihr Profil: Berufserfahrung, Ausbildung, Kenntnisse und mehr. Gespeichert wird erst, wenn Sie bestätigen.',
    source: {
      title: 'Woher stammt Ihr Lebenslauf?',
      names: {
        'json-resume': 'JSON Resume',
        'reactive-resume': 'Reactive Resume (JSON-Export)',
        linkedin: 'LinkedIn (Datenexport)',
        pdf: 'PDF',
        docx: 'Word (.docx)',
      },
      hints: {
        'json-resume':
          'Eine resume.json-Datei, wie jsonresume.org und viele Lebenslauf-Programme sie speichern.',
        'reactive-resume':
          'Öffnen Sie in Reactive Resume Ihren Lebenslauf und exportieren Sie ihn als JSON.',
        linkedin:
          'Die ZIP-Datei aus „Kopie Ihrer Daten anfordern“ in den LinkedIn-Einstellungen (Datenschutz).',
        pdf: 'Jeder Lebenslauf als PDF. Ein hier erstelltes PDF kommt genau so zurück, in beiden Sprachen; jedes andere wird aus seinem Text gelesen: Prüfen Sie die Vorschau.',
        docx: 'Ein in Word oder LibreOffice geschriebener Lebenslauf, als .docx gespeichert. Er wird aus seinem Text gelesen: Prüfen Sie die Vorschau.',
      },
      auto: 'Nicht sicher? Wählen Sie einfach die Datei: Wir erkennen das Format.',
    },
    file: {
      title: 'Datei wählen',
      choose: 'Datei wählen',
      drop: 'oder ziehen Sie die Datei hierher',
      dropActive: 'Legen Sie die Datei ab, um sie zu lesen',
      label: 'Zu importierende Datei',
      hint: 'Eine .json-, .zip-, .pdf- oder .docx-Datei mit höchstens {{maxSize}} MB.',
      wrongType: 'Wählen Sie eine .json-, .zip-, .pdf- oder .docx-Datei.',
      reading: '„{{name}}“ wird gelesen …',
      readError: 'Die Datei konnte nicht gelesen werden',
    },
    preview: {
      title: 'Was importiert wird',
      from: 'Aus „{{name}}“, gelesen als {{format}}.',
      general: 'Allgemeine Texte',
      generalHint:
        'Beim Hinzufügen werden nur Texte ergänzt, die in Ihrem Profil leer sind; beim Ersetzen werden sie gesetzt.',
      entries_one: '{{count}} Eintrag',
      entries_other: '{{count}} Einträge',
      existing_one: 'Sie haben hier schon {{count}} Eintrag',
      existing_other: 'Sie haben hier schon {{count}} Einträge',
      showAll: 'Alle {{count}} anzeigen',
      showFewer: 'Weniger anzeigen',
      skipped: 'Nicht importiert',
      skippedHint_one: '{{count}} Element der Datei hat keinen Platz in Ihrem Profil:',
      skippedHint_other: '{{count}} Elemente der Datei haben keinen Platz in Ihrem Profil:',
      cut_one:
        'Von „{{source}}“ wurde nur der erste Eintrag gelesen: Mehr fasst der Abschnitt nicht.',
      cut_other:
        'Von „{{source}}“ wurden nur die ersten {{count}} Einträge gelesen: Mehr fasst der Abschnitt nicht.',
      reasons: {
        invalid: 'Nicht gültig',
        limit: 'Mehr Einträge, als dieser Abschnitt aufnehmen kann',
        unsupported: 'Dafür gibt es im Profil keinen Platz',
        unmatched:
          'Kein Eintrag Ihres Profils mit demselben Beginn und derselben Organisation, den dies übersetzt',
      },
      edit: '„{{title}}“ korrigieren',
      leaveOut: '„{{title}}“ weglassen',
      include: '„{{title}}“ doch importieren',
      leftOut: 'Weggelassen',
      entryTitle: 'Titel',
      entrySubtitle: 'Organisation oder Angabe',
      noEnd: 'Leer: andauernd oder ohne Ende',
      contactHint:
        'Ihr Konto behält seine eigene E-Mail-Adresse; eine Telefonnummer füllt ein leeres Feld.',
      carried:
        'Dieses PDF wurde hier erstellt: Es bringt genau zurück, was es druckt, die Texte, wie sie geschrieben sind ({{language, languageName}}), und ihre Übersetzungen ({{other, languageName}}).',
      readFromText:
        'Diese Datei wurde aus ihrem Text und Layout gelesen: Prüfen Sie die Einträge, korrigieren Sie einen Titel oder lassen Sie einen Eintrag weg, bevor Sie importieren.',
      emptyTitle: 'Nichts zu importieren',
      emptyText:
        'Die Datei ließ sich lesen, enthält aber nichts, was in ein Profil passt. Prüfen Sie, ob es die richtige Datei ist, oder wählen Sie eine andere.',
    },
    mode: {
      title: 'Wie importiert wird',
      add: 'Zu meinem Profil hinzufügen',
      addHint:
        'Ihre Einträge bleiben, die importierten kommen darunter hinzu. Allgemeine Texte werden nur ergänzt, wo sie leer sind.',
      replace: 'Inhalt meines Profils ersetzen',
      replaceHint:
        'Entfernt zuerst alle vorhandenen Einträge und allgemeinen Texte. Ihr Bild, Ihre Farben, die Sichtbarkeit und Ihre Lebensläufe bleiben.',
    },
    submit_one: '{{count}} Eintrag importieren',
    submit_other: '{{count}} Einträge importieren',
    submitTexts: 'Allgemeine Texte importieren',
    chooseAnother: 'Andere Datei wählen',
    importError: 'Der Import ist fehlgeschlagen',
    replaceDialog: {
      title: 'Inhalt Ihres Profils ersetzen?',
      text: 'Alle Einträge und allgemeinen Texte Ihres Profils werden entfernt und durch den Inhalt der Datei ersetzt. Das lässt sich nicht rückgängig machen. Ihr Bild, Ihre Farben, die Sichtbarkeit und Ihre Lebensläufe bleiben.',
      confirm: 'Inhalt ersetzen',
    },
    done: {
      title: 'Ihr Lebenslauf wurde importiert',
      added_one: '{{count}} Eintrag wurde Ihrem Profil hinzugefügt.',
      added_other: '{{count}} Einträge wurden Ihrem Profil hinzugefügt.',
      replaced_one: 'Der Inhalt Ihres Profils wurde ersetzt; es enthält jetzt {{count}} Eintrag.',
      replaced_other:
        'Der Inhalt Ihres Profils wurde ersetzt; es enthält jetzt {{count}} Einträge.',
      skipped_one: '{{count}} Element der Datei wurde nicht importiert.',
      skipped_other: '{{count}} Elemente der Datei wurden nicht importiert.',
      openEditor: 'Profil-Editor öffnen',
      another: 'Weitere Datei importieren',
    },
    createHint: {
      title: 'Sie haben schon einen Lebenslauf?',
      text: 'Importieren Sie ihn aus JSON Resume, Reactive Resume oder LinkedIn.',
      action: 'Lebenslauf importieren',
    },
  },
  export: {
    title: 'Ihre Daten',
    jsonResume: 'Profil als JSON Resume herunterladen',
    jsonResumeHint:
      'Ihr Profil im offenen Format JSON Resume, das andere Lebenslauf-Programme importieren.',
    archive: 'Alles herunterladen (ZIP)',
    archiveHint:
      'Ihr Konto, Ihr Profil, Ihre Lebensläufe mit ihren PDFs, Ihre Sitzungen, Ihr Bild und eine README, die jede Datei erklärt.',
    preparing: 'Ihr Download wird vorbereitet. Das kann einige Sekunden dauern.',
    importCv: 'Lebenslauf importieren',
    importHint: 'Aus JSON Resume, Reactive Resume oder LinkedIn.',
    saved: 'Gespeichert als {{filename}}',
    failed: 'Der Download ist fehlgeschlagen',
    cv: {
      docx: 'Als Word herunterladen (.docx)',
      markdown: 'Als Markdown herunterladen',
      jsonResume: 'Als JSON Resume herunterladen',
      failed: 'Die Datei konnte nicht erstellt werden',
    },
  },
};
