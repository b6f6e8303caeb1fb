import type { cv as en } from '../en/cv';
import type { Messages } from '../types';

export const cv: Messages<typeof en> = {
  page: {
    title: 'Lebenslauf herunterladen',
    intro: 'Wählen Sie ein Design und eine Sprache. Die Vorschau zeigt Ihr eigenes Profil.',
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
  },
  designs: {
    classic: {
      name: 'Klassisch',
      description: 'Einspaltig, Serifenschrift und klare Linien: der zeitlose Lebenslauf.',
    },
    modern: {
      name: 'Modern',
      description: 'Zwei Spalten mit farbiger Seitenleiste für Kontaktdaten und Kenntnisse.',
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
  },
  document: {
    untitled: 'Lebenslauf',
    title: 'Lebenslauf – {{name}}',
    photoAlt: 'Foto von {{name}}',
    pageOf: 'Seite {{page}} von {{total}}',
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
