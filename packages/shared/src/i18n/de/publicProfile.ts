import type { publicProfile as en } from '../en/publicProfile';
import type { Messages } from '../types';

export const publicProfile: Messages<typeof en> = {
  notFound: 'Wir konnten das gesuchte Profil nicht finden.',
  notFoundTitle: 'Profil nicht gefunden',
  notFoundHint:
    'Vielleicht ist der Link nicht vollständig, oder das Profil ist nicht öffentlich freigegeben.',
  home: 'Zu CV Builder',
  loadError: 'Profil konnte nicht geladen werden',
  loadErrorDetail: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  pictureAlt: 'Foto von {{name}}',
  sections: {
    about: 'Über mich',
    contact: 'Kontakt',
  },
  contact: {
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    location: 'Ort',
    website: 'Website',
  },
  networkUser: '{{network}}: {{username}}',
  validUntil: 'Gültig bis {{date}}',
  credentialId: 'Zertifikats-ID: {{id}}',
  refereeContact: 'Kontakt: {{contact}}',
  skillLevel: '{{label}}, {{level}} von {{max}}',
  period: '{{start}} – {{end}}',
  links: 'Links',
  empty: 'Hier gibt es noch nichts weiter zu sehen.',
  owner: {
    notice: 'Das ist Ihr öffentliches Profil, so wie Besucher es sehen.',
    edit: 'Profil bearbeiten',
    download: 'PDF herunterladen',
  },
  madeWith: 'Erstellt mit CV Builder',
};
