import type { profile as en } from '../en/profile';
import type { Messages } from '../types';

/** Profile editor and profile API messages (German). */
export const profile: Messages<typeof en> = {
  errors: {
    notFound: 'Nicht gefunden - Wir konnten das gesuchte Profil nicht finden.',
    load: 'Das Profil konnte nicht geladen werden',
    save: 'Das Profil konnte nicht gespeichert werden',
    pictureInvalid: 'Die Datei ist kein unterstütztes Bild (JPEG, PNG, WebP oder AVIF)',
    pictureDimensions: 'Das Bild ist zu groß: höchstens {{max}} Megapixel',
    pictureNotFound: 'Es gibt noch kein Profilbild',
    entryNotFound: 'Diesen Eintrag gibt es nicht (mehr)',
    entryLimit: 'Sie können höchstens {{max}} Einträge dieser Art anlegen',
    entryOrder: 'Die Reihenfolge muss jeden Ihrer Einträge genau einmal enthalten',
    unknownPart: 'Unerwarteter Teil „{{name}}“; erlaubt sind „data“ und optional „profilePicture“',
    themeSave: 'Das Farbschema konnte nicht gespeichert werden',
  },
  entries: {
    workExperience: {
      addError: 'Die Berufserfahrung konnte nicht hinzugefügt werden',
      updateError: 'Die Berufserfahrung konnte nicht aktualisiert werden',
      deleteError: 'Die Berufserfahrung konnte nicht gelöscht werden',
    },
    education: {
      addError: 'Der Bildungseintrag konnte nicht hinzugefügt werden',
      updateError: 'Der Bildungseintrag konnte nicht aktualisiert werden',
      deleteError: 'Der Bildungseintrag konnte nicht gelöscht werden',
    },
    skill: {
      addError: 'Die Fähigkeit konnte nicht hinzugefügt werden',
      updateError: 'Die Fähigkeit konnte nicht aktualisiert werden',
      deleteError: 'Die Fähigkeit konnte nicht gelöscht werden',
    },
    project: {
      addError: 'Das Projekt konnte nicht hinzugefügt werden',
      updateError: 'Das Projekt konnte nicht aktualisiert werden',
      deleteError: 'Das Projekt konnte nicht gelöscht werden',
    },
  },
};
