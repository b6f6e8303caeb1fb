import { cvDataSchema, type CvData, type CvDataInput, type Locale } from '@cv/shared';

/**
 * A realistic, fictional CV of two to three pages: 5 jobs, 4 education
 * entries, 13 skills in 3 types, 3 projects, a website and two profile links,
 * and one example of every further section but references (private unless
 * the owner prints them), plus `samplePhoto()`. It fills the design previews,
 * serves as the benchmark's standard document and as the default test profile.
 */
export function sampleCvData(lang: Locale): CvData {
  return cvDataSchema.parse(sampleInput(lang));
}

type SkillRow = readonly [name: string, level: number, keywords: readonly string[]];

/** Skills of one type, each given as its name, level and keywords. */
export function skillGroup(type: string, rows: readonly SkillRow[]) {
  return rows.map(([name, level, keywords]) => ({ name, level, keywords: [...keywords], type }));
}

function sampleInput(lang: Locale): CvDataInput {
  const l = (en: string, de: string) => (lang === 'de' ? de : en);
  return {
    lang,
    person: {
      firstName: 'Marie',
      lastName: 'Schäfer',
      displayName: 'Marie Schäfer',
      jobTitle: l('Senior Software Engineer', 'Senior-Softwareentwicklerin'),
      bio: l(
        'Software engineer with more than twelve years of experience in building reliable, accessible web applications. I enjoy turning vague requirements into well-structured products, mentoring developers and improving how teams deliver software.',
        'Softwareentwicklerin mit über zwölf Jahren Erfahrung in der Entwicklung zuverlässiger und barrierefreier Webanwendungen. Ich mache aus vagen Anforderungen gut strukturierte Produkte, begleite Entwicklerinnen und Entwickler als Mentorin und verbessere, wie Teams Software ausliefern.',
      ),
      location: 'Berlin',
      email: 'marie.schaefer@example.com',
      phone: '+49 30 1234 5678',
      birthday: '1989-04-17',
      address: {
        street: 'Friedrichstraße',
        houseNumber: '123',
        postcode: '10117',
        city: 'Berlin',
        country: l('Germany', 'Deutschland'),
      },
    },
    theme: { backgroundColor: '#eef2fb', surfaceColor: '#2f4f8f' },
    workExperiences: [
      {
        jobTitle: l('Senior Software Engineer', 'Senior-Softwareentwicklerin'),
        company: 'Nordlicht Digital GmbH',
        location: 'Berlin',
        positionStart: '2021-03-01',
        positionEnd: null,
        description: l(
          'Technical lead of the **payments team** (seven engineers).\n\n- Moved the checkout to an event-driven architecture; failed payments dropped by **38%**\n- Introduced contract tests between twelve services\n- Mentor for four junior developers',
          'Technische Leitung des **Payment-Teams** (sieben Personen).\n\n- Umstellung des Checkouts auf eine ereignisgesteuerte Architektur; fehlgeschlagene Zahlungen sanken um **38\u00a0%**\n- Einführung von Vertragstests zwischen zwölf Diensten\n- Mentorin für vier Nachwuchsentwicklerinnen und -entwickler',
        ),
      },
      {
        jobTitle: l('Software Engineer', 'Softwareentwicklerin'),
        company: 'Kiezkauf AG',
        location: 'Berlin',
        positionStart: '2017-09-01',
        positionEnd: '2021-02-28',
        description: l(
          'Built the merchant dashboard of a marketplace for local shops with React and TypeScript, from the first prototype to 40,000 daily users.',
          'Entwicklung des Händler-Dashboards eines Marktplatzes für lokale Geschäfte mit React und TypeScript, vom ersten Prototyp bis zu 40.000 täglichen Nutzerinnen und Nutzern.',
        ),
        highlights: [
          l(
            'Led the accessibility audits; the dashboard meets WCAG 2.1 AA',
            'Leitung der Barrierefreiheitsprüfungen; das Dashboard erfüllt WCAG 2.1 AA',
          ),
          l(
            'Built the component library used by three product teams',
            'Aufbau der Komponentenbibliothek, die drei Produktteams nutzen',
          ),
        ],
      },
      {
        jobTitle: l('Backend Developer', 'Backend-Entwicklerin'),
        company: 'Datenwerk Hamburg GmbH',
        location: 'Hamburg',
        positionStart: '2014-06-01',
        positionEnd: '2017-08-31',
        description: l(
          'Designed REST and GraphQL interfaces for logistics customers in Go and PostgreSQL. Cut the nightly import time from four hours to 25 minutes by reworking the database schema and batching.',
          'Entwurf von REST- und GraphQL-Schnittstellen für Logistikkunden mit Go und PostgreSQL. Verkürzung des nächtlichen Imports von vier Stunden auf 25 Minuten durch ein überarbeitetes Datenbankschema und Stapelverarbeitung.',
        ),
      },
      {
        jobTitle: l('Junior Web Developer', 'Junior-Webentwicklerin'),
        company: 'Agentur Rotkehlchen',
        location: 'Hamburg',
        positionStart: '2012-10-01',
        positionEnd: '2014-05-31',
        description: l(
          'Websites and online shops for medium-sized companies; first responsive designs of the agency.',
          'Websites und Onlineshops für mittelständische Unternehmen; erste responsive Designs der Agentur.',
        ),
      },
      {
        jobTitle: l('Working Student, Software Development', 'Werkstudentin Softwareentwicklung'),
        company: 'Fraunhofer-Institut für Offene Kommunikationssysteme',
        location: 'Berlin',
        positionStart: '2010-04-01',
        positionEnd: '2012-09-30',
        description: l(
          'Tools for evaluating sensor data in Python; co-author of two conference papers.',
          'Werkzeuge zur Auswertung von Sensordaten in Python; Mitautorin zweier Konferenzbeiträge.',
        ),
      },
    ],
    educations: [
      {
        institution: 'Technische Universität Berlin',
        degreeName: l('Master of Science, Computer Science', 'Master of Science, Informatik'),
        level: 'Master',
        educationStart: '2010-10-01',
        educationEnd: '2012-09-30',
        description: l(
          'Thesis: "Incremental type checking for large TypeScript code bases" (grade 1.3).',
          'Abschlussarbeit: „Inkrementelle Typprüfung für große TypeScript-Codebasen“ (Note 1,3).',
        ),
      },
      {
        institution: 'Technische Universität Berlin',
        degreeName: l('Bachelor of Science, Computer Science', 'Bachelor of Science, Informatik'),
        level: 'Bachelor',
        educationStart: '2007-10-01',
        educationEnd: '2010-09-30',
        description: null,
      },
      {
        institution: 'Universitat Politècnica de València',
        degreeName: l('Exchange semester (Erasmus)', 'Auslandssemester (Erasmus)'),
        level: null,
        educationStart: '2009-02-01',
        educationEnd: '2009-07-31',
        description: null,
      },
      {
        institution: 'Goethe-Gymnasium Potsdam',
        degreeName: l('Abitur (university entrance qualification)', 'Abitur'),
        level: null,
        educationStart: '1999-08-01',
        educationEnd: '2007-06-30',
        description: null,
      },
    ],
    skills: [
      ...(
        [
          ['TypeScript', 5],
          ['Go', 4],
          ['Python', 4],
          ['SQL', 4],
          ['Rust', 2],
        ] as const
      ).map(([name, level]) => ({
        name,
        level,
        type: l('Programming languages', 'Programmiersprachen'),
      })),
      ...skillGroup(l('Frameworks & tools', 'Frameworks & Werkzeuge'), [
        ['React', 5, ['Next.js', 'Testing Library']],
        ['Node.js', 5, []],
        ['PostgreSQL', 4, ['PostGIS']],
        ['Kubernetes', 3, ['Helm', 'Argo CD']],
        ['Terraform', 3, []],
      ]),
      ...skillGroup(l('Practices', 'Methoden'), [
        [l('Accessibility', 'Barrierefreiheit'), 5, ['WCAG 2.2', 'BITV']],
        [l('Test automation', 'Testautomatisierung'), 4, []],
        ['Domain-Driven Design', 4, []],
      ]),
    ],
    projects: [
      {
        name: 'typwerk',
        role: l('Creator and maintainer', 'Autorin und Maintainerin'),
        projectStart: '2019-05-01',
        projectEnd: null,
        description: l(
          'Open-source library for typesetting invoices from JSON; 1,800 stars, used by several accounting tools.',
          'Open-Source-Bibliothek, die Rechnungen aus JSON setzt; 1.800 Sterne, im Einsatz bei mehreren Buchhaltungsprogrammen.',
        ),
        url: 'https://github.com/example/typwerk',
        links: [{ label: l('Documentation', 'Dokumentation'), url: 'https://typwerk.example.org' }],
      },
      {
        name: l('Accessible forms workshop', 'Workshop „Barrierefreie Formulare“'),
        role: l('Speaker', 'Referentin'),
        projectStart: '2022-11-01',
        projectEnd: '2023-03-31',
        description: l(
          'A day-long workshop for frontend teams, held six times at conferences and companies.',
          'Ganztägiger Workshop für Frontend-Teams, sechsmal auf Konferenzen und in Unternehmen gehalten.',
        ),
        url: null,
        links: [{ label: l('Slides', 'Folien'), url: 'https://talks.example.org/forms' }],
      },
      {
        name: 'Kiezkarte',
        role: l('Volunteer developer', 'Ehrenamtliche Entwicklerin'),
        projectStart: '2020-04-01',
        projectEnd: '2020-12-31',
        description: l(
          'Map of neighbourhood help offers during the pandemic, built in two weekends with a team of five.',
          'Karte mit Nachbarschaftshilfe während der Pandemie, mit einem Team aus fünf Personen an zwei Wochenenden gebaut.',
        ),
        url: 'https://kiezkarte.example.org',
        links: [],
      },
    ],
    website: 'https://marie-schaefer.example.org',
    links: [
      { network: 'GitHub', username: 'marie-schaefer', url: 'https://github.com/marie-schaefer' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/marieschaefer' },
    ],
    languages: [
      { language: 'de', level: 'native' },
      { language: 'en', level: 'C1' },
      { language: 'fr', level: 'B1' },
    ],
    certificates: [
      {
        name: 'Certified Kubernetes Application Developer (CKAD)',
        issuer: 'The Linux Foundation',
        date: '2023-04-01',
        expiry: '2025-04-30',
        credentialId: 'LF-4K7Q2M9XTB',
        url: 'https://certificates.example.org/LF-4K7Q2M9XTB',
      },
      {
        name: l(
          'Certified Professional for Usability and User Experience',
          'Certified Professional for Usability and User Experience',
        ),
        issuer: 'UXQB e. V.',
        date: '2019-11-01',
      },
    ],
    awards: [
      {
        title: l(
          'Prototype Fund grant for typwerk',
          'Förderung durch den Prototype Fund für typwerk',
        ),
        awarder: 'Open Knowledge Foundation Deutschland',
        date: '2020-03-01',
        summary: l(
          'Six months of funding to make the PDFs of typwerk accessible (PDF/UA).',
          'Sechs Monate Förderung, um die PDFs von typwerk barrierefrei zu machen (PDF/UA).',
        ),
      },
    ],
    publications: [
      {
        title: l(
          'Contract tests in practice: lessons from twelve services',
          'Vertragstests in der Praxis: Erfahrungen aus zwölf Diensten',
        ),
        publisher: l('Code & Context (developer magazine)', 'Code & Kontext (Fachmagazin)'),
        date: '2023-06-01',
        url: 'https://code-kontext.example.org/vertragstests',
        summary: l(
          'How consumer-driven contracts replaced a fragile end-to-end test stage.',
          'Wie verbrauchergetriebene Verträge eine brüchige End-to-End-Teststufe ersetzten.',
        ),
      },
    ],
    volunteering: [
      {
        organization: 'Code Mentoring Berlin e. V.',
        role: l('Coach', 'Coachin'),
        location: 'Berlin',
        start: '2018-04-01',
        description: l(
          'Free weekend workshops in which women and non-binary people build their first web application.',
          'Kostenlose Wochenend-Workshops, in denen Frauen und nichtbinäre Menschen ihre erste Webanwendung bauen.',
        ),
        highlights: [
          l(
            'Coached more than 60 beginners',
            'Mehr als 60 Einsteigerinnen und Einsteiger begleitet',
          ),
          l(
            'Wrote the workshop material on accessible HTML',
            'Workshop-Unterlagen zu barrierefreiem HTML geschrieben',
          ),
        ],
        url: 'https://code-mentoring.example.org',
      },
    ],
    interests: [
      {
        name: l('Typography', 'Typografie'),
        keywords: [l('book design', 'Buchgestaltung'), 'Lettering'],
      },
      {
        name: l('Climbing', 'Klettern'),
        keywords: ['Bouldering', l('alpine tours', 'Hochtouren')],
      },
      { name: l('Baking sourdough bread', 'Sauerteigbrot backen'), keywords: [] },
    ],
    customSections: [
      {
        title: l('Teaching', 'Lehre'),
        entries: [
          {
            title: l('Lecturer, Web Accessibility', 'Lehrbeauftragte, Barrierefreies Webdesign'),
            subtitle: 'Hochschule für Technik und Wirtschaft Berlin',
            place: 'Berlin',
            start: '2022-10-01',
            end: '2024-02-29',
            description: l(
              'Seminar for bachelor students of applied computer science, held in three winter terms.',
              'Seminar für Bachelorstudierende der Angewandten Informatik, in drei Wintersemestern gehalten.',
            ),
          },
        ],
      },
    ],
  };
}
