import type { cv as en } from '../en/cv';
import type { Messages } from '../types';

export const cv: Messages<typeof en> = {
  page: {
    title: 'Lebenslauf herunterladen',
    intro:
      'Legen Sie für jede Art von Bewerbung einen Lebenslauf mit eigener Auswahl und eigenem Layout an, oder laden Sie Ihr Profil schnell mit den Standardeinstellungen herunter.',
    quickDownload: 'Schnell herunterladen mit Standardeinstellungen',
    quickDownloadIntro:
      'Wählen Sie ein Design und eine Sprache. Die Vorschau zeigt Ihr eigenes Profil.',
    designs: 'Designs',
    moreDesigns: 'Weitere Designs folgen in Kürze',
    language: 'Sprache des Lebenslaufs',
    preview: 'Vorschau',
    previewAlt: 'Seite {{page}} Ihres Lebenslaufs im Design {{design}}',
    designPreviewAlt: 'Beispiel-Lebenslauf im Design {{design}}',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pageOf: 'Seite {{page}} von {{total}}',
    download: 'PDF herunterladen',
    downloading: 'Ihr PDF wird erstellt…',
    downloaded: 'Ihr Lebenslauf wurde als {{filename}} gespeichert',
    pages: 'Seiten der Vorschau',
    previewLoading: 'Die Vorschau wird aktualisiert…',
    previewError: 'Die Vorschau konnte nicht erstellt werden',
    noProfileTitle: 'Noch kein Profil',
    createProfile: 'Profil anlegen',
    retry: 'Erneut versuchen',
  },
  errors: {
    loadDesigns: 'Die verfügbaren Lebenslauf-Designs konnten nicht geladen werden',
    createPdf: 'Beim Erstellen Ihres PDF-Lebenslaufs ist ein Problem aufgetreten',
    profileNotFound:
      'Legen Sie zuerst Ihr Profil an, dann können Sie Ihren Lebenslauf herunterladen',
    pageNotFound: 'Ihr Lebenslauf hat keine Seite {{page}}',
    busy: 'Gerade werden viele Lebensläufe erstellt, bitte versuchen Sie es gleich noch einmal',
    notFound: 'Diesen Lebenslauf gibt es nicht (mehr)',
    limit:
      'Sie können höchstens {{max}} Lebensläufe anlegen. Löschen Sie zuerst einen, den Sie nicht mehr brauchen.',
    superseded: 'Eine neuere Vorschau wurde angefordert',
  },
  paper: {
    a4: 'A4',
    letter: 'US Letter',
  },
  list: {
    title: 'Ihre Lebensläufe',
    new: 'Neuer Lebenslauf',
    create: 'Lebenslauf anlegen',
    createTitle: 'Neuer Lebenslauf',
    renameTitle: 'Lebenslauf umbenennen',
    nameLabel: 'Name des Lebenslaufs',
    nameHelp: 'Nur Sie sehen ihn, z. B. das Unternehmen oder die Art der Stelle.',
    defaultName: 'Lebenslauf {{number}}',
    copyName: '{{name}} (Kopie)',
    created: 'Lebenslauf „{{name}}“ angelegt',
    createError: 'Der Lebenslauf konnte nicht angelegt werden',
    duplicated: 'Als „{{name}}“ kopiert',
    duplicateError: 'Der Lebenslauf konnte nicht kopiert werden',
    renamed: 'Lebenslauf in „{{name}}“ umbenannt',
    renameError: 'Der Lebenslauf konnte nicht umbenannt werden',
    deleteTitle: '„{{name}}“ löschen?',
    deleteText:
      'Gelöscht werden nur Auswahl und Layout dieses Lebenslaufs, in den Papierkorb: Von dort können Sie ihn 30 Tage lang zurückholen. Ihr Profil und Ihre anderen Lebensläufe bleiben, wie sie sind.',
    deleted: 'Lebenslauf „{{name}}“ gelöscht',
    deleteError: 'Der Lebenslauf konnte nicht gelöscht werden',
    limitTitle: 'Kein Platz für einen weiteren Lebenslauf',
    loadError: 'Ihre Lebensläufe konnten nicht geladen werden',
    loadErrorDetail: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    emptyTitle: 'Noch keine Lebensläufe',
    emptyText:
      'Ein Lebenslauf ist eine Auswahl aus Ihrem Profil in einem Design Ihrer Wahl: Lassen Sie weg, was nicht zur Stelle passt, ändern Sie Reihenfolge, Papier und Farben. Ihr Profil bleibt der eine Ort für Ihre Inhalte.',
    emptyAction: 'Ersten Lebenslauf anlegen',
    changed: 'Geändert am {{date}}',
    open: 'Im Studio öffnen',
    download: '„{{name}}“ als PDF herunterladen',
    actions: 'Weitere Aktionen für „{{name}}“',
    duplicate: 'Duplizieren',
    rename: 'Umbenennen',
    delete: 'Löschen',
  },
  studio: {
    back: 'Alle Lebensläufe',
    kicker: 'Lebenslauf-Studio',
    loadError: 'Dieser Lebenslauf konnte nicht geladen werden',
    notFoundDetail:
      'Vielleicht wurde er gelöscht. Ihre anderen Lebensläufe finden Sie in der Liste.',
    download: 'PDF herunterladen',
    save: {
      saving: 'Wird gespeichert…',
      saved: 'Alle Änderungen gespeichert',
      error: 'Speichern fehlgeschlagen',
      retry: 'Erneut versuchen',
    },
    tabs: {
      label: 'Bereiche des Lebenslauf-Studios',
      content: 'Inhalt',
      preview: 'Vorschau',
      layout: 'Layout',
    },
    content: {
      intro: 'Ihr Name, Ihr Foto und Ihre Kontaktdaten stammen aus Ihrem Profil.',
      profileLink: 'Auf der Profilseite bearbeiten',
      showSection: 'In diesem Lebenslauf zeigen',
      includeEntry: 'In diesen Lebenslauf aufnehmen',
      showSectionNamed: 'In diesem Lebenslauf zeigen: {{section}}',
      includeEntryNamed: 'In diesen Lebenslauf aufnehmen: {{name}}',
      notPrinted:
        'Ihr Profil lässt diesen Abschnitt in allen Lebensläufen weg. Schalten Sie auf der Profilseite „Im Lebenslauf drucken“ ein, um ihn hier zu verwenden.',
      moveUp: '„{{section}}“ nach oben verschieben',
      moveDown: '„{{section}}“ nach unten verschieben',
      dragHandle: '„{{section}}“ an eine andere Stelle ziehen',
      pageBreaks: 'Seitenumbrüche für „{{section}}“',
      newPage: 'Auf einer neuen Seite beginnen',
      keepTogether: 'Auf einer Seite halten',
      inSideColumn: 'In der Seitenspalte',
      inSideColumnNamed: '„{{section}}“ in der Seitenspalte',
      keepTogetherHint:
        'Setzt den ganzen Abschnitt auf die nächste Seite, statt ihn zu teilen; ein Abschnitt, der länger als eine Seite ist, wird trotzdem umbrochen.',
      moved: '„{{section}}“ ist jetzt Abschnitt {{position}} von {{count}}',
      dnd: {
        instructions:
          'Um den Abschnitt zu verschieben, drücken Sie die Leertaste oder Enter, bewegen Sie ihn mit den Pfeiltasten und drücken Sie erneut die Leertaste oder Enter, um ihn abzulegen. Escape bricht ab.',
        picked: '„{{section}}“ aufgenommen, Abschnitt {{position}} von {{count}}.',
        over: '„{{section}}“ ist über Platz {{position}} von {{count}}.',
        dropped: '„{{section}}“ auf Platz {{position}} von {{count}} abgelegt.',
        cancelled: 'Verschieben von „{{section}}“ abgebrochen.',
      },
    },
    preview: {
      title: 'Vorschau',
      pageCount_one: '{{count}} Seite',
      pageCount_other: '{{count}} Seiten',
      pageAlt: 'Seite {{page}} von {{total}} Ihres Lebenslaufs „{{name}}“',
      zoom: 'Zoom',
      zoomFit: 'Breite',
      zoomPercent: '{{percent}} %',
      staleError: 'Die Vorschau konnte nicht aktualisiert werden; sie zeigt einen früheren Stand.',
      /** The phone's preview below the content and the entry being edited. */
      live: 'Live-Vorschau',
    },
    layout: {
      title: 'Layout',
      name: 'Name des Lebenslaufs',
      design: 'Design',
      font: 'Schrift',
      fontDropped:
        '{{design}} bietet {{font}} nicht an: Der Lebenslauf steht in der Schrift des Designs, {{own}}.',
      sideColumnDropped:
        '{{design}} hat keine Seitenspalte: Ihre Abschnitte stehen in der einen Spalte, und Ihre Einstellungen der Seitenspalte gelten wieder im nächsten Design mit einer.',
      othersKept: 'Alle anderen Einstellungen bleiben, wie sie waren.',
      fontDefault: 'Schrift des Designs ({{font}})',
      language: 'Sprache des Lebenslaufs',
      languageHelp: 'Für Überschriften und Daten',
      paper: 'Papierformat',
      accent: 'Akzentfarbe',
      accentInvalid: 'Geben Sie eine Farbe als #rrggbb ein',
      accentFromProfile: 'Die Kopfzeilenfarbe Ihres Profils',
      accentReset: 'Profilfarbe verwenden',
      dateFormat: 'Datumsangaben',
      dateFormats: {
        month: 'Monatsname: {{example}}',
        numeric: 'Zahlen: {{example}}',
        iso: 'ISO: {{example}}',
      },
      photo: 'Foto zeigen',
      qrCode: 'QR-Code zu Ihrem Online-Profil',
      qrCodeHint: 'Funktioniert nur, solange Ihr Profil öffentlich ist.',
      fit: 'Auf Seiten einpassen',
      fitOff: 'Aus',
      fitPages_one: '{{count}} Seite',
      fitPages_other: '{{count}} Seiten',
      fitCannot_one: 'Der Inhalt passt auch verdichtet nicht auf {{count}} Seite.',
      fitCannot_other: 'Der Inhalt passt auch verdichtet nicht auf {{count}} Seiten.',
      fitShrunk: 'Abstände und Schrift wurden etwas verkleinert, damit alles passt.',
      factors: {
        typeScale: 'Schriftgröße',
        lineHeight: 'Zeilenabstand',
        margins: 'Seitenränder',
        sectionSpacing: 'Abstand zwischen Abschnitten',
        entrySpacing: 'Abstand zwischen Einträgen',
      },
      factorValue: '{{percent}} %',
      factorsHint:
        'In Prozent des Designs. „Auf Seiten einpassen“ verdichtet von hier aus; die Schrift wird nie kleiner als lesbar.',
      photoShape: 'Form des Fotos',
      photoShapes: { design: 'Wie im Design', round: 'Rund', square: 'Eckig' },
      photoSize: 'Größe des Fotos',
      photoSizes: { small: 'Klein', medium: 'Mittel', large: 'Groß' },
      pageNumbers: 'Seitenzahlen',
      datePosition: 'Stellung der Daten',
      datePositions: {
        design: 'Wie im Design',
        left: 'In einer Spalte links der Titel',
        right: 'Neben dem Titel',
        below: 'Unter dem Titel',
      },
      contactLayout: 'Kontaktdaten',
      contactLayouts: {
        design: 'Wie im Design',
        line: 'In Zeilen unter dem Namen',
        list: 'Eine pro Zeile unter dem Namen',
        column: 'In einer Spalte neben dem Namen',
      },
      sideColumn: 'Seitenspalte',
      sideColumnHint: 'Welche Abschnitte darin stehen, wählen Sie im Reiter „Inhalt“.',
      sideColumnWidth: 'Breite',
      sideColumnWidths: { narrow: 'Schmal', medium: 'Mittel', wide: 'Breit' },
      sideColumnSide: 'Seite',
      sideColumnSides: { design: 'Wie im Design', left: 'Links', right: 'Rechts' },
      colors: {
        heading: 'Farbe der Überschriften',
        sidebar: 'Hintergrund der Seitenspalte',
        sidebarText: 'Text der Seitenspalte',
      },
      colorOwn: 'Farbe des Designs',
      colorReset: 'Farbe des Designs verwenden',
      colorContrast: 'Kontrast {{ratio}}:1 auf ihrem Hintergrund',
      colorContrastLow:
        'Kontrast {{ratio}}:1 auf ihrem Hintergrund, unter {{min}}:1: Der Lebenslauf druckt einen lesbaren Ton davon.',
    },
    checks: {
      title: 'Hinweise',
      none: 'Keine Probleme gefunden',
      warning: 'Warnung',
      hint: 'Hinweis',
      endBeforeStart: '„{{title}}“ endet, bevor es beginnt.',
      noContact: 'Der Lebenslauf zeigt weder eine E-Mail-Adresse noch eine Telefonnummer.',
      emptySection: '„{{section}}“ zeigt in diesem Lebenslauf keine Einträge.',
      spillsOntoPage: 'Nur wenige Zeilen rutschen auf Seite {{page}}.',
      lowContrastAccent:
        'Die Akzentfarbe ist auf Weiß schwer lesbar: Kontrast {{ratio}}:1, empfohlen sind mindestens {{min}}:1.',
      longDescription:
        'Die Beschreibung von „{{title}}“ ist lang ({{length}} Zeichen); mehr als {{max}} wirken wie eine Textwand.',
      longBio:
        'Ihr Profiltext ist lang ({{length}} Zeichen); mehr als {{max}} wirken wie eine Textwand.',
      cannotFit_one:
        'Der Lebenslauf passt auch so eng gesetzt, wie das Design es erlaubt, nicht auf {{count}} Seite: etwa {{over}} Seiten zu viel. Kürzen Sie die ältesten Einträge (etwa „{{title}}“) oder lassen Sie einen Abschnitt weg.',
      cannotFit_other:
        'Der Lebenslauf passt auch so eng gesetzt, wie das Design es erlaubt, nicht auf {{count}} Seiten: etwa {{over}} Seiten zu viel. Kürzen Sie die ältesten Einträge (etwa „{{title}}“) oder lassen Sie einen Abschnitt weg.',
      cannotFitUntitled_one:
        'Der Lebenslauf passt auch so eng gesetzt, wie das Design es erlaubt, nicht auf {{count}} Seite: etwa {{over}} Seiten zu viel. Kürzen Sie einige Einträge oder lassen Sie einen Abschnitt weg.',
      cannotFitUntitled_other:
        'Der Lebenslauf passt auch so eng gesetzt, wie das Design es erlaubt, nicht auf {{count}} Seiten: etwa {{over}} Seiten zu viel. Kürzen Sie einige Einträge oder lassen Sie einen Abschnitt weg.',
      manyPages:
        'Der Lebenslauf hat {{pages}} Seiten; die meisten lesen {{max}}. Passen Sie ihn in den Layout-Einstellungen auf {{max}} Seiten ein oder kürzen Sie die ältesten Einträge.',
      lowContrastColor:
        'Die {{role}} ist auf ihrem Hintergrund schwer lesbar: Kontrast {{ratio}}:1, nötig sind mindestens {{min}}:1. Der Lebenslauf druckt einen lesbaren Ton davon.',
      colorRoles: { heading: 'Farbe der Überschriften', sidebarText: 'Textfarbe der Seitenspalte' },
      sideColumnFull:
        'Für die Seitenspalte der ersten Seite zu lang, daher in der Hauptspalte: {{sections}}.',
      untranslated_one:
        '{{count}} Eintrag in „{{section}}“ ist noch nicht in die Sprache dieses Lebenslaufs übersetzt: Der Originaltext wird gedruckt.',
      untranslated_other:
        '{{count}} Einträge in „{{section}}“ sind noch nicht in die Sprache dieses Lebenslaufs übersetzt: Ihr Originaltext wird gedruckt.',
      tooWide:
        'Zu lang für seinen Platz in diesem Design, daher umbrochen oder über den Rand hinaus: {{parts}}. Kürzen Sie es oder wählen Sie ein Design mit mehr Platz dafür.',
      tooWideParts: {
        name: 'Ihr Name',
        email: 'die E-Mail-Adresse',
        phone: 'die Telefonnummer',
        website: 'die Website',
        link: 'ein Profil-Link',
        birthday: 'das Geburtsdatum',
        contact: 'die Kontaktdaten nebeneinander',
      },
      partlyTranslated_one:
        '{{count}} Eintrag in „{{section}}“ ist erst teilweise in die Sprache dieses Lebenslaufs übersetzt: Für den Rest wird das Original gedruckt.',
      partlyTranslated_other:
        '{{count}} Einträge in „{{section}}“ sind erst teilweise in die Sprache dieses Lebenslaufs übersetzt: Für den Rest wird das Original gedruckt.',
      untranslatedProfile:
        'Ihre Profiltexte sind noch nicht alle in die Sprache dieses Lebenslaufs übersetzt: Für {{fields}} wird das Original gedruckt.',
    },
  },
  designs: {
    classic: {
      name: 'Klassisch',
      description: 'Einspaltig, Serifenschrift und klare Linien: der zeitlose Lebenslauf.',
    },
    modern: {
      name: 'Modern',
      description: 'Zwei Spalten mit farbiger Seitenspalte für Kontaktdaten und Kenntnisse.',
    },
    compact: {
      name: 'Kompakt',
      description: 'Farbiges Kopfband und Datumsspalte: viel Inhalt auf wenig Raum.',
    },
    elegant: {
      name: 'Elegant',
      description: 'Zentriert, luftig und in einer Buchschrift mit Kapitälchen gesetzt.',
    },
    lebenslauf: {
      name: 'Lebenslauf',
      description:
        'Der tabellarische Lebenslauf: Foto oben rechts, persönliche Daten, Daten in der linken Spalte, Ort, Datum und Unterschrift.',
    },
    plain: {
      name: 'Schlicht (ATS)',
      description:
        'Einspaltig, übliche Überschriften, keine Grafik: die sicherste Wahl, wenn ein Bewerbungsportal Ihre Datei ausliest.',
    },
    timeline: {
      name: 'Zeitleiste',
      description:
        'Beruf und Ausbildung entlang einer senkrechten Linie, die Daten neben jeder Station.',
    },
    bold: {
      name: 'Kräftiger Kopf',
      description: 'Ein kräftiges Band in Ihrer Farbe mit Name und Foto, darunter zwei Spalten.',
    },
    executive: {
      name: 'Executive',
      description:
        'Eine Buchschrift, der Werdegang links und rechts eine ruhige Seitenspalte mit Foto, Kontaktdaten und Kenntnissen.',
    },
    europass: {
      name: 'Europass',
      description:
        'Das Layout der EU: Überschriften mit einer Linie in Ihrer Farbe, Kontaktdaten mit Bezeichnung, Sprachen im Raster des Gemeinsamen Europäischen Referenzrahmens (GER).',
    },
    academic: {
      name: 'Akademisch',
      description:
        'Für Forschung und Lehre: Veröffentlichungen nummeriert und nach Jahren gruppiert, Vorträge und Drittmittel als eigene Abschnitte.',
    },
    creative: {
      name: 'Kreativ',
      description:
        'Große Schrift und kräftige Farbflächen für Design, Medien und andere kreative Berufe.',
    },
  },
  document: {
    untitled: 'Lebenslauf',
    title: 'Lebenslauf – {{name}}',
    photoAlt: 'Foto von {{name}}',
    qrCode: { caption: 'Online-Profil', alt: 'QR-Code: Link zum Online-Profil von {{name}}' },
    pageOf: 'Seite {{page}} von {{total}}',
    /** A section's heading said again where the section resumes after a side column on the right. */
    continued: '{{heading}} (Fortsetzung)',
    cefr: {
      motherTongue: 'Muttersprache(n)',
      otherLanguages: 'Weitere Sprache(n)',
      understanding: 'Verstehen',
      speaking: 'Sprechen',
      writing: 'Schreiben',
      listening: 'Hören',
      reading: 'Lesen',
      spokenProduction: 'Zusammenhängendes Sprechen',
      spokenInteraction: 'An Gesprächen teilnehmen',
      scale:
        'Stufen: A1 und A2: elementare Sprachverwendung; B1 und B2: selbstständige Sprachverwendung; C1 und C2: kompetente Sprachverwendung',
    },
    present: 'heute',
    date: '{{day}}.{{month}}.{{year}}',
    headings: {
      profile: 'Profil',
      personal: 'Persönliche Daten',
      contact: 'Kontakt',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      projects: 'Projekte',
      links: 'Links',
      languages: 'Sprachen',
      certificates: 'Zertifikate',
      awards: 'Auszeichnungen',
      publications: 'Veröffentlichungen',
      volunteering: 'Ehrenamt',
      interests: 'Interessen',
      references: 'Referenzen',
    },
    contact: {
      email: 'E-Mail',
      phone: 'Telefon',
      address: 'Adresse',
      location: 'Wohnort',
      birthday: 'Geburtsdatum',
    },
    role: 'Rolle',
    links: 'Links',
  },
};
