/** CV page, design names and the words printed in the PDF (English). */
export const cv = {
  page: {
    title: 'Download your CV',
    intro: 'Choose a design and a language. The preview shows your own profile.',
    designs: 'Designs',
    moreDesigns: 'More designs coming soon',
    language: 'CV language',
    preview: 'Preview',
    previewAlt: 'Page {{page}} of your CV in the design {{design}}',
    designPreviewAlt: 'Sample CV in the design {{design}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{total}}',
    download: 'Download PDF',
    downloading: 'Creating your PDF…',
    downloaded: 'Your CV was saved as {{filename}}',
    pages: 'Pages of the preview',
    previewLoading: 'Updating the preview…',
    previewError: 'The preview could not be created',
    noProfileTitle: 'No profile yet',
    createProfile: 'Create your profile',
    retry: 'Try again',
  },
  errors: {
    loadDesigns: 'Could not load the available CV Designs',
    createPdf: 'There was a problem while creating your PDF-CV',
    profileNotFound: 'Create your profile first, then download your CV',
    pageNotFound: 'Your CV has no page {{page}}',
    busy: 'Many CVs are being created right now, please try again in a moment',
  },
  designs: {
    classic: {
      name: 'Classic',
      description: 'One column, serif type and clear rules: the timeless business CV.',
    },
    modern: {
      name: 'Modern',
      description: 'Two columns with a coloured sidebar for contact details and skills.',
    },
    compact: {
      name: 'Compact',
      description: 'A coloured header band and a date column: much content on little space.',
    },
    elegant: {
      name: 'Elegant',
      description: 'Centred, airy and set in a book face with small capitals.',
    },
    lebenslauf: {
      name: 'Lebenslauf',
      description:
        'The German tabular CV: photo top right, personal details, dates in a left column, place, date and signature.',
    },
    plain: {
      name: 'Plain (ATS)',
      description:
        'One column, standard headings, no graphics: the safest choice when a job portal reads your file.',
    },
    timeline: {
      name: 'Timeline',
      description: 'Your career and education along a vertical line, the dates beside each stop.',
    },
    bold: {
      name: 'Bold header',
      description: 'A strong band in your colour with name and photo, two columns below.',
    },
  },
  /** Words printed in the CV itself. */
  document: {
    untitled: 'CV',
    title: 'CV – {{name}}',
    photoAlt: 'Photo of {{name}}',
    pageOf: 'Page {{page}} of {{total}}',
    present: 'present',
    date: '{{day}}/{{month}}/{{year}}',
    headings: {
      profile: 'Profile',
      personal: 'Personal Details',
      contact: 'Contact',
      experience: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
      projects: 'Projects',
      links: 'Links',
      languages: 'Languages',
      certificates: 'Certificates',
      awards: 'Awards',
      publications: 'Publications',
      volunteering: 'Volunteering',
      interests: 'Interests',
      references: 'References',
    },
    contact: {
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      location: 'Location',
      birthday: 'Date of birth',
    },
    role: 'Role',
    links: 'Links',
  },
};
