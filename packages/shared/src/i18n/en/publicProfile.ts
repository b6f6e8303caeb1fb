/** The public profile page and its API answers (English). */
export const publicProfile = {
  notFound: 'We could not find the profile you are looking for.',
  notFoundTitle: 'Profile not found',
  notFoundHint: 'The link may be mistyped, or the owner has not made this profile public.',
  home: 'Go to CV Builder',
  loadError: 'Failed to load profile',
  loadErrorDetail: 'Please check your connection and try again.',
  pictureAlt: 'Photo of {{name}}',
  /** The headings of what is not a section kind; the kinds' are `sections.<kind>`. */
  sections: {
    about: 'About',
    contact: 'Contact',
  },
  contact: {
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    location: 'Location',
    website: 'Website',
  },
  /** A profile link's label, e.g. 'GitHub: ada'. */
  networkUser: '{{network}}: {{username}}',
  validUntil: 'Valid until {{date}}',
  credentialId: 'Credential ID: {{id}}',
  /** How to reach the person giving a reference. */
  refereeContact: 'Contact: {{contact}}',
  /** Read out for the dots of a skill, e.g. 'Advanced, 4 of 5'. */
  skillLevel: '{{label}}, {{level}} of {{max}}',
  period: '{{start}} – {{end}}',
  links: 'Links',
  empty: 'There is nothing more to see here yet.',
  owner: {
    notice: 'This is your public profile, as visitors see it.',
    edit: 'Edit profile',
    download: 'Download PDF',
  },
  madeWith: 'Made with CV Builder',
};
