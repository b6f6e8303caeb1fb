/** CV page, design names and the words printed in the PDF (English). */
export const cv = {
  page: {
    title: 'Download your CV',
    intro:
      'Keep a CV for each kind of application, each with its own selection and layout, or download your profile quickly with default settings.',
    quickDownload: 'Quick download with default settings',
    quickDownloadIntro: 'Choose a design and a language. The preview shows your own profile.',
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
    notFound: 'This CV does not exist (any more)',
    limit: 'You can keep at most {{max}} CVs. Delete one you no longer need first.',
    superseded: 'A newer preview was requested',
  },
  paper: {
    a4: 'A4',
    letter: 'US Letter',
  },
  /** `/ui/cv`: the owner's CV documents. */
  list: {
    title: 'Your CVs',
    new: 'New CV',
    create: 'Create CV',
    createTitle: 'New CV',
    renameTitle: 'Rename CV',
    nameLabel: 'Name of the CV',
    nameHelp: 'Only you see it, e.g. the company or the kind of job.',
    defaultName: 'CV {{number}}',
    copyName: '{{name}} (copy)',
    created: 'CV "{{name}}" created',
    createError: 'The CV could not be created',
    duplicated: 'Copied as "{{name}}"',
    duplicateError: 'The CV could not be copied',
    renamed: 'CV renamed to "{{name}}"',
    renameError: 'The CV could not be renamed',
    deleteTitle: 'Delete "{{name}}"?',
    deleteText:
      'Only this CV’s selection and layout are deleted, into the bin: you can bring it back from there for 30 days. Your profile and your other CVs stay as they are.',
    deleted: 'CV "{{name}}" deleted',
    deleteError: 'The CV could not be deleted',
    limitTitle: 'No room for another CV',
    loadError: 'Your CVs could not be loaded',
    loadErrorDetail: 'Please check your connection and try again.',
    emptyTitle: 'No CVs yet',
    emptyText:
      'A CV is a selection of your profile in a design of your choice: leave out what does not fit the job, change the order, the paper and the colours. Your profile stays the one place for your content.',
    emptyAction: 'Create your first CV',
    changed: 'Changed {{date}}',
    open: 'Open in studio',
    download: 'Download "{{name}}" as a PDF',
    actions: 'More actions for "{{name}}"',
    duplicate: 'Duplicate',
    rename: 'Rename',
    delete: 'Delete',
  },
  /** `/ui/cv/:id`: one CV's content, preview, checks and layout. */
  studio: {
    back: 'All CVs',
    kicker: 'CV studio',
    loadError: 'This CV could not be loaded',
    notFoundDetail: 'It may have been deleted. Your other CVs are in the list.',
    download: 'Download PDF',
    save: {
      saving: 'Saving…',
      saved: 'All changes saved',
      error: 'Could not save',
      retry: 'Retry',
    },
    tabs: {
      label: 'Parts of the CV studio',
      content: 'Content',
      preview: 'Preview',
      layout: 'Layout',
    },
    content: {
      intro: 'Your name, photo and contact details come from your profile.',
      profileLink: 'Edit them on the profile page',
      showSection: 'Show in this CV',
      includeEntry: 'Include in this CV',
      showSectionNamed: 'Show in this CV: {{section}}',
      includeEntryNamed: 'Include in this CV: {{name}}',
      notPrinted:
        'Your profile leaves this section out of every CV. Switch on "Include in the CV" on the profile page to use it here.',
      moveUp: 'Move "{{section}}" up',
      moveDown: 'Move "{{section}}" down',
      dragHandle: 'Drag "{{section}}" to another place',
      pageBreaks: 'Page breaks for "{{section}}"',
      newPage: 'Start on a new page',
      keepTogether: 'Keep on one page',
      inSideColumn: 'In the side column',
      inSideColumnNamed: '"{{section}}" in the side column',
      keepTogetherHint:
        'Moves the whole section to the next page rather than split it; a section longer than a page still breaks.',
      moved: '"{{section}}" is now section {{position}} of {{count}}',
      dnd: {
        instructions:
          'To move the section, press Space or Enter, move it with the arrow keys, and press Space or Enter again to drop it. Escape cancels.',
        picked: 'Picked up "{{section}}", section {{position}} of {{count}}.',
        over: '"{{section}}" is over place {{position}} of {{count}}.',
        dropped: '"{{section}}" dropped at place {{position}} of {{count}}.',
        cancelled: 'Moving "{{section}}" cancelled.',
      },
    },
    preview: {
      title: 'Preview',
      pageCount_one: '{{count}} page',
      pageCount_other: '{{count}} pages',
      pageAlt: 'Page {{page}} of {{total}} of your CV "{{name}}"',
      zoom: 'Zoom',
      zoomFit: 'Fit width',
      zoomPercent: '{{percent}}%',
      staleError: 'The preview could not be updated; it shows an earlier state.',
      /** The phone's preview below the content and the entry being edited. */
      live: 'Live preview',
    },
    layout: {
      title: 'Layout',
      name: 'Name of the CV',
      design: 'Design',
      font: 'Font',
      fontDropped:
        '{{design}} does not offer {{font}}: the CV is set in the design’s own font, {{own}}.',
      sideColumnDropped:
        '{{design}} has no side column: its sections print in the one column, and your side column settings wait for the next design with one.',
      othersKept: 'Every other setting stays as it was.',
      fontDefault: 'The design’s own ({{font}})',
      language: 'CV language',
      languageHelp: 'For headings and dates',
      paper: 'Paper size',
      accent: 'Accent colour',
      accentInvalid: 'Enter a colour as #rrggbb',
      accentFromProfile: 'The header colour of your profile',
      accentReset: 'Use profile colour',
      dateFormat: 'Dates',
      dateFormats: {
        month: 'Month name: {{example}}',
        numeric: 'Numbers: {{example}}',
        iso: 'ISO: {{example}}',
      },
      photo: 'Show photo',
      qrCode: 'QR code to your online profile',
      qrCodeHint: 'Works only while your profile is public.',
      fit: 'Fit to pages',
      fitOff: 'Off',
      fitPages_one: '{{count}} page',
      fitPages_other: '{{count}} pages',
      fitCannot_one: 'The content does not fit on {{count}} page, even tightened.',
      fitCannot_other: 'The content does not fit on {{count}} pages, even tightened.',
      fitShrunk: 'Spacing and type were tightened a little to fit.',
      factors: {
        typeScale: 'Type size',
        lineHeight: 'Line spacing',
        margins: 'Page margins',
        sectionSpacing: 'Space between sections',
        entrySpacing: 'Space between entries',
      },
      factorValue: '{{percent}} %',
      factorsHint:
        'In per cent of the design. Fit to pages tightens from here; type never gets smaller than is readable.',
      photoShape: 'Photo shape',
      photoShapes: { design: 'As designed', round: 'Round', square: 'Square' },
      photoSize: 'Photo size',
      photoSizes: { small: 'Small', medium: 'Medium', large: 'Large' },
      pageNumbers: 'Page numbers',
      datePosition: 'Position of dates',
      datePositions: {
        design: 'As designed',
        left: 'In a column left of the titles',
        right: 'Beside the title',
        below: 'Under the title',
      },
      contactLayout: 'Contact details',
      contactLayouts: {
        design: 'As designed',
        line: 'In lines under the name',
        list: 'One per line under the name',
        column: 'In a column beside the name',
      },
      sideColumn: 'Side column',
      sideColumnHint: 'Choose the sections it holds on the Content tab.',
      sideColumnWidth: 'Width',
      sideColumnWidths: { narrow: 'Narrow', medium: 'Medium', wide: 'Wide' },
      sideColumnSide: 'Side',
      sideColumnSides: { design: 'As designed', left: 'Left', right: 'Right' },
      colors: {
        heading: 'Heading colour',
        sidebar: 'Side column background',
        sidebarText: 'Side column text',
      },
      colorOwn: 'The design’s own',
      colorReset: 'Use the design’s own',
      colorContrast: 'Contrast {{ratio}}:1 on its background',
      colorContrastLow:
        'Contrast {{ratio}}:1 on its background, below {{min}}:1: the CV prints a readable shade of it.',
    },
    checks: {
      title: 'Checks',
      none: 'No problems found',
      warning: 'Warning',
      hint: 'Hint',
      endBeforeStart: '"{{title}}" ends before it starts.',
      noContact: 'The CV shows neither an e-mail address nor a phone number.',
      emptySection: '"{{section}}" prints no entries in this CV.',
      spillsOntoPage: 'Only a few lines spill onto page {{page}}.',
      lowContrastAccent:
        'The accent colour is hard to read on white: contrast {{ratio}}:1, at least {{min}}:1 recommended.',
      longDescription:
        'The description of "{{title}}" is long ({{length}} characters); more than {{max}} read as a wall of text.',
      longBio:
        'Your profile text is long ({{length}} characters); more than {{max}} read as a wall of text.',
      cannotFit_one:
        'The CV does not fit on {{count}} page even set as tightly as the design allows: about {{over}} of a page too much. Shorten the oldest entries (such as “{{title}}”) or leave out a section.',
      cannotFit_other:
        'The CV does not fit on {{count}} pages even set as tightly as the design allows: about {{over}} of a page too much. Shorten the oldest entries (such as “{{title}}”) or leave out a section.',
      cannotFitUntitled_one:
        'The CV does not fit on {{count}} page even set as tightly as the design allows: about {{over}} of a page too much. Shorten some entries or leave out a section.',
      cannotFitUntitled_other:
        'The CV does not fit on {{count}} pages even set as tightly as the design allows: about {{over}} of a page too much. Shorten some entries or leave out a section.',
      manyPages:
        'The CV has {{pages}} pages; most readers read {{max}}. Fit it to {{max}} pages in the layout settings, or shorten the oldest entries.',
      lowContrastColor:
        'The {{role}} is hard to read on its background: contrast {{ratio}}:1, at least {{min}}:1 needed. The CV prints a readable shade of it.',
      colorRoles: { heading: 'heading colour', sidebarText: 'side column’s text colour' },
      sideColumnFull:
        'Too long for the side column of the first page, so in the main column: {{sections}}.',
      untranslated_one:
        '{{count}} entry in “{{section}}” has no translation into this CV’s language yet: its original text prints.',
      untranslated_other:
        '{{count}} entries in “{{section}}” have no translation into this CV’s language yet: their original text prints.',
      tooWide:
        'Too long for its place in this design, so it breaks or runs past the edge: {{parts}}. Shorten it, or choose a design with more room for it.',
      tooWideParts: {
        name: 'your name',
        email: 'the e-mail address',
        phone: 'the phone number',
        website: 'the website',
        link: 'a profile link',
        birthday: 'the date of birth',
        contact: 'the contact details side by side',
      },
      partlyTranslated_one:
        '{{count}} entry in “{{section}}” is only partly translated into this CV’s language: the original prints for the rest.',
      partlyTranslated_other:
        '{{count}} entries in “{{section}}” are only partly translated into this CV’s language: the original prints for the rest.',
      untranslatedProfile:
        'Your profile texts are not all translated into this CV’s language yet: the original prints for {{fields}}.',
    },
  },
  designs: {
    classic: {
      name: 'Classic',
      description: 'One column, serif type and clear rules: the timeless business CV.',
    },
    modern: {
      name: 'Modern',
      description: 'Two columns with a coloured side column for contact details and skills.',
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
    executive: {
      name: 'Executive',
      description:
        'A book face, the career on the left and a quiet side column on the right with photo, contact details and skills.',
    },
    europass: {
      name: 'Europass',
      description:
        'The EU’s layout: titles with a line in your colour, labelled contact details, languages in the grid of the Common European Framework (CEFR).',
    },
    academic: {
      name: 'Academic',
      description:
        'For research and teaching: publications numbered and grouped by year, talks and grants as sections of their own.',
    },
    creative: {
      name: 'Creative',
      description:
        'Large type and strong colour blocks for design, media and other creative roles.',
    },
  },
  /** Words printed in the CV itself. */
  document: {
    untitled: 'CV',
    title: 'CV – {{name}}',
    photoAlt: 'Photo of {{name}}',
    qrCode: { caption: 'Online profile', alt: 'QR code: link to the online profile of {{name}}' },
    pageOf: 'Page {{page}} of {{total}}',
    /** A section's heading said again where the section resumes after a side column on the right. */
    continued: '{{heading}} (continued)',
    /** Europass: the languages in the self-assessment grid of the Common European Framework of Reference. */
    cefr: {
      motherTongue: 'Mother tongue(s)',
      otherLanguages: 'Other language(s)',
      understanding: 'Understanding',
      speaking: 'Speaking',
      writing: 'Writing',
      listening: 'Listening',
      reading: 'Reading',
      spokenProduction: 'Spoken production',
      spokenInteraction: 'Spoken interaction',
      scale:
        'Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user',
    },
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
