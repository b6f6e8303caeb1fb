/**
 * Import and export (English): the server's messages about files, the words
 * an import fills in, and the screens for bringing a CV in and taking data out.
 */
export const portability = {
  errors: {
    notJson: 'This file is not a JSON document. Choose the .json file of your export.',
    notZip: 'This file is not a ZIP archive. Choose the ZIP file LinkedIn sent you.',
    wrongFormat: 'This file is not a {{format}} export we can read.',
    unknownFormat:
      'We could not recognise this file. Choose a JSON Resume file, a Reactive Resume export or the LinkedIn data export (ZIP).',
    archiveTooLarge:
      'This archive holds more than we read: at most {{entries}} files, {{entryMb}} MB unpacked per file and {{mb}} MB unpacked in all.',
    unreadable: 'This file is damaged or cannot be read.',
    encrypted:
      'This PDF is protected by a password, so we cannot read it. Save it again without the protection, then import it.',
    noText:
      'This file holds no text we can read: it looks like a scan or a picture of your CV. Import the PDF or Word file your CV was written in instead.',
    tooManyPages:
      'This PDF has more than {{max}} pages: that is not a CV. Choose the PDF of your CV.',
    empty:
      'This file holds nothing that fits into a profile, so nothing was imported and your profile stays as it is.',
    running: 'An import of yours is already running. Wait until it is done, then try again.',
    tooComplex:
      'Reading this file takes more time or memory than one import may use. A CV export is far smaller: check that it is the right file.',
    busy: 'Many imports are running just now. Try again in a few seconds.',
    limit:
      'The import would give the section “{{section}}” more than {{max}} entries. Replace the content instead, or delete some entries first.',
    customLimit:
      'The import would give your profile more than {{max}} custom sections. Replace the content instead, or delete some first.',
  },
  formats: {
    'json-resume': 'JSON Resume',
    'reactive-resume': 'Reactive Resume',
    linkedin: 'LinkedIn',
    pdf: 'PDF',
    docx: 'Word',
  },
  archive: {
    readme:
      'Your data from the CV builder, exported on {{date}}\n\naccount.json   Your account: username, e-mail, name, phone, birthday, address, status.\nprofile.json   Your profile as the editor shows it: general texts, visibility switches, colours\n               and every section with all its entries (public or not).\nresume.json    The same profile in the JSON Resume format (jsonresume.org), which other CV\n               tools can import. Sections of your own are under "x-customSections".\ncvs.json       Your CVs: name, design, language, page size, font, colours, date format,\n               section order, hidden sections and left-out entries.\ncvs/           One PDF per CV, as you would download it today.\nletters.json   Your cover letters and reusable paragraphs.\nletters/       One PDF per letter, and your signature picture if you uploaded one.\nsessions.json  The devices where you are logged in (browser, system, last use). No passwords,\n               tokens or keys are in this archive.\npicture.*      Your profile picture and its thumbnail, if you uploaded one.\n\nEverything in this archive is yours: nothing else about you is stored, and nothing is shared\nwith anyone but the storage provider that keeps your picture.\n',
  },
  /** Filled in where a file says nothing. */
  defaults: {
    skillType: 'Skills',
  },
  /** Written beside what a file gives where the profile has no field for it. */
  labels: {
    grade: 'Grade: {{grade}}',
  },
  /** The import screen: choose the source and the file, look at the preview, confirm. */
  import: {
    translation: {
      fileLanguage: 'Language of the file',
      fileLanguageHint:
        'A file in your profile’s second language fills in the translations of your matching entries (same start and organisation) and adds the others as new entries in that language only: their texts in your profile’s language stay empty for you to write later.',
      notice:
        'This file is in {{language, languageName}}, your profile’s second language: its texts become the translations of the matching entries, and the other entries are added in {{language, languageName}} only, their texts in your profile’s language left empty. Nothing is removed.',
      languages: { en: 'English', de: 'Deutsch' },
    },
    subtitle:
      'Bring the content of a CV you already have into your profile: work experience, education, skills and more. Nothing is saved before you confirm.',
    source: {
      title: 'Where is your CV from?',
      names: {
        'json-resume': 'JSON Resume',
        'reactive-resume': 'Reactive Resume (JSON export)',
        linkedin: 'LinkedIn (data export)',
        pdf: 'PDF',
        docx: 'Word (.docx)',
      },
      hints: {
        'json-resume': 'A resume.json file, as jsonresume.org and many CV tools save it.',
        'reactive-resume': 'In Reactive Resume, open your resume and export it as JSON.',
        linkedin:
          'The ZIP file from “Get a copy of your data” in LinkedIn’s settings (Data privacy).',
        pdf: 'Any CV as a PDF. A PDF made here comes back exactly, in both languages; any other is read from its text: check the preview.',
        docx: 'A CV written in Word or LibreOffice, saved as .docx. It is read from its text: check the preview.',
      },
      auto: 'Not sure? Choose the file anyway: we recognise the format.',
    },
    file: {
      title: 'Choose the file',
      choose: 'Choose file',
      drop: 'or drag the file here',
      dropActive: 'Drop the file to read it',
      label: 'File to import',
      hint: 'A .json, .zip, .pdf or .docx file of at most {{maxSize}} MB.',
      wrongType: 'Choose a .json, .zip, .pdf or .docx file.',
      reading: 'Reading “{{name}}”…',
      readError: 'The file could not be read',
    },
    preview: {
      title: 'What will be imported',
      from: 'From “{{name}}”, read as {{format}}.',
      general: 'General texts',
      generalHint: 'Adding fills in only the texts your profile leaves empty; replacing sets them.',
      entries_one: '{{count}} entry',
      entries_other: '{{count}} entries',
      existing_one: 'You already have {{count}} entry here',
      existing_other: 'You already have {{count}} entries here',
      showAll: 'Show all {{count}}',
      showFewer: 'Show fewer',
      skipped: 'Not imported',
      skippedHint_one: '{{count}} item of the file has no place in your profile:',
      skippedHint_other: '{{count}} items of the file have no place in your profile:',
      cut_one: 'Only the first entry of “{{source}}” was read: the section holds no more.',
      cut_other:
        'Only the first {{count}} entries of “{{source}}” were read: the section holds no more.',
      reasons: {
        invalid: 'Not valid',
        limit: 'More entries than this section can hold',
        unsupported: 'No place for this in a profile',
        unmatched: 'No entry of your profile with the same start and organisation to translate',
      },
      edit: 'Correct “{{title}}”',
      leaveOut: 'Leave out “{{title}}”',
      include: 'Import “{{title}}” after all',
      leftOut: 'Left out',
      entryTitle: 'Title',
      entrySubtitle: 'Organisation or detail',
      noEnd: 'Empty: ongoing, or no end',
      contactHint: 'Your account keeps its own e-mail address; a phone number fills an empty one.',
      carried:
        'This PDF was made here: it brings back exactly what it prints, the texts as written ({{language, languageName}}) and their translations ({{other, languageName}}).',
      readFromText:
        'This file was read from its text and layout: check the entries, correct a title or leave an entry out before importing.',
      emptyTitle: 'Nothing to import',
      emptyText:
        'We could read the file, but it holds nothing that fits into a profile. Check that it is the right file, or choose another one.',
    },
    mode: {
      title: 'How to import',
      add: 'Add to my profile',
      addHint:
        'Your entries stay, and the imported ones are added below them. General texts only fill in what is empty.',
      replace: 'Replace my profile’s content',
      replaceHint:
        'Removes all current entries and general texts first. Your picture, colours, visibility settings and CVs stay.',
    },
    submit_one: 'Import {{count}} entry',
    submit_other: 'Import {{count}} entries',
    submitTexts: 'Import the general texts',
    chooseAnother: 'Choose another file',
    importError: 'The import failed',
    replaceDialog: {
      title: 'Replace your profile’s content?',
      text: 'All entries and general texts of your profile will be removed and replaced by the content of the file. This cannot be undone. Your picture, colours, visibility settings and CVs stay.',
      confirm: 'Replace content',
    },
    done: {
      title: 'Your CV was imported',
      added_one: '{{count}} entry was added to your profile.',
      added_other: '{{count}} entries were added to your profile.',
      replaced_one: 'Your profile’s content was replaced; it now holds {{count}} entry.',
      replaced_other: 'Your profile’s content was replaced; it now holds {{count}} entries.',
      skipped_one: '{{count}} item of the file was not imported.',
      skipped_other: '{{count}} items of the file were not imported.',
      openEditor: 'Open the profile editor',
      another: 'Import another file',
    },
    /** On the empty create-profile screen. */
    createHint: {
      title: 'Have a CV already?',
      text: 'Import it from JSON Resume, Reactive Resume or LinkedIn.',
      action: 'Import a CV',
    },
  },
  /** The account's “Your data” card and the CV list's other formats. */
  export: {
    title: 'Your data',
    jsonResume: 'Download your profile as JSON Resume',
    jsonResumeHint: 'Your profile in the open JSON Resume format, which other CV tools can import.',
    archive: 'Download everything (ZIP)',
    archiveHint:
      'Your account, your profile, your CVs with their PDFs, your sessions, your picture and a README that explains each file.',
    preparing: 'Preparing your download. This can take a few seconds.',
    importCv: 'Import a CV',
    importHint: 'From JSON Resume, Reactive Resume or LinkedIn.',
    saved: 'Saved as {{filename}}',
    failed: 'The download failed',
    cv: {
      docx: 'Download as Word (.docx)',
      markdown: 'Download as Markdown',
      jsonResume: 'Download as JSON Resume',
      failed: 'The file could not be created',
    },
  },
};
