import { cvDataSchema, type CvData, type CvDataInput, type Locale } from '@cv/shared';

/**
 * Two long, realistic, fictional CVs that stress the typesetting: three and
 * more pages in most designs, long names and addresses, product names with
 * internal capitals and digits (PostgreSQL, eu-central-1), hyphenated
 * company and place names, long German compounds. Each in English and German
 * (the same person; the German text is a translation). They are the input of
 * the CV quality checks (test/cv-quality) and of tests that need a CV which
 * does not fit on two pages.
 */

export const LONG_PROFILE_IDS = ['engineer', 'lebenslauf'] as const;
export type LongProfileId = (typeof LONG_PROFILE_IDS)[number];

export function longProfile(id: LongProfileId, lang: Locale): CvData {
  return id === 'engineer' ? seniorEngineerCvData(lang) : lebenslaufCvData(lang);
}

/**
 * The senior engineer as a typical three-page CV: the newest six jobs (five
 * in German, whose text runs longer), the first projects, certificates and
 * publication, no volunteering or awards. Three pages as designed in nearly
 * every design; the CV that fitting to two pages must manage.
 */
export function seniorThreePageCvData(lang: Locale): CvData {
  const full = seniorEngineerCvData(lang);
  const de = lang === 'de';
  return {
    ...full,
    workExperiences: full.workExperiences.slice(0, de ? 5 : 6),
    projects: full.projects.slice(0, de ? 1 : 2),
    certificates: full.certificates.slice(0, de ? 2 : undefined),
    publications: full.publications.slice(0, 1),
    volunteering: [],
    awards: [],
  };
}

/** The text in the CV's language. */
type Localize = (en: string, de: string) => string;

const localizer =
  (lang: Locale): Localize =>
  (en, de) =>
    lang === 'de' ? de : en;

/** A markdown bullet list. */
const bullets = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * A senior platform engineer in Stuttgart: seven jobs (36 bullets), twenty
 * skills in four types, four languages and every further section.
 */
export function seniorEngineerCvData(lang: Locale): CvData {
  return cvDataSchema.parse(seniorEngineerInput(localizer(lang), lang));
}

function seniorEngineerInput(l: Localize, lang: Locale): CvDataInput {
  return {
    lang,
    person: {
      firstName: 'Anna-Lena',
      lastName: 'Schäfer-Großmann',
      jobTitle: l('Principal Platform Engineer', 'Principal Platform Engineer'),
      bio: l(
        'Platform engineer with fifteen years of experience in building and running distributed systems for the automotive and logistics industries. I design infrastructure that product teams like to use, lead migrations without downtime and coach engineers in operating what they build.',
        'Plattform-Ingenieurin mit fünfzehn Jahren Erfahrung im Aufbau und Betrieb verteilter Systeme für die Automobil- und Logistikbranche. Ich entwerfe Infrastruktur, die Produktteams gerne nutzen, führe Migrationen ohne Ausfallzeit durch und begleite Entwicklerinnen und Entwickler dabei, ihre Systeme selbst zu betreiben.',
      ),
      location: 'Leinfelden-Echterdingen',
      email: 'anna-lena.schaefer-grossmann@platform-engineering.example.com',
      phone: '+49 711 98765-4321',
      birthday: '1986-09-23',
      address: {
        street: 'Bernhäuser Straße',
        houseNumber: '112a',
        postcode: '70771',
        city: 'Leinfelden-Echterdingen',
        country: l('Germany', 'Deutschland'),
      },
    },
    theme: { backgroundColor: '#eef3f1', surfaceColor: '#1f5f5b' },
    workExperiences: [
      {
        jobTitle: l('Principal Platform Engineer', 'Principal Platform Engineer'),
        company: 'Robert Bosch-Müller GmbH',
        location: 'Leinfelden-Echterdingen',
        positionStart: '2021-04-01',
        positionEnd: null,
        description: l(
          'Technical lead of the internal developer platform for 40 product teams and 600 engineers.\n\n' +
            bullets(
              'Moved 140 services from virtual machines to Kubernetes clusters in eu-central-1 and eu-west-1 without a single customer-facing outage',
              'Designed the multi-tenant PostgreSQL platform (320 databases, point-in-time recovery, automated major upgrades)',
              'Introduced a GraphQL gateway in TypeScript that replaced eleven hand-written backends-for-frontends',
              'Cut the monthly cloud bill by 31% through right-sizing, spot instances and scheduled scaling',
              'Set up service level objectives and error budgets for all tier-1 services together with the product owners',
              'Wrote the golden-path templates that create a new service with CI, dashboards and alerts in ten minutes',
            ),
          'Technische Leitung der internen Entwicklerplattform für 40 Produktteams und 600 Entwicklerinnen und Entwickler.\n\n' +
            bullets(
              'Umzug von 140 Diensten von virtuellen Maschinen auf Kubernetes-Cluster in eu-central-1 und eu-west-1 ohne einen einzigen Ausfall für Kundinnen und Kunden',
              'Entwurf der mandantenfähigen PostgreSQL-Plattform (320 Datenbanken, Wiederherstellung auf jeden Zeitpunkt, automatisierte Versionsupgrades)',
              'Einführung eines GraphQL-Gateways in TypeScript, das elf handgeschriebene Backends-for-Frontends ersetzte',
              'Senkung der monatlichen Cloud-Kosten um 31\u00a0% durch passende Instanzgrößen, Spot-Instanzen und zeitgesteuerte Skalierung',
              'Einführung von Service-Level-Zielen und Fehlerbudgets für alle Tier-1-Dienste gemeinsam mit den Product Ownern',
              'Vorlagen für den „Golden Path“ geschrieben, die einen neuen Dienst mit CI, Dashboards und Alarmen in zehn Minuten anlegen',
            ),
        ),
        highlights: [
          l(
            'Mentor of six senior engineers, two of whom became staff engineers',
            'Mentorin von sechs Senior-Entwicklerinnen und -Entwicklern, von denen zwei zu Staff Engineers wurden',
          ),
          l(
            'Speaker at KubeCon Europe 2023 on zero-downtime PostgreSQL upgrades',
            'Vortrag auf der KubeCon Europe 2023 über PostgreSQL-Upgrades ohne Ausfallzeit',
          ),
        ],
      },
      {
        jobTitle: l('Staff Software Engineer', 'Staff Software Engineer'),
        company: 'Cloudwerk Systems Ltd.',
        location: l('London, United Kingdom', 'London, Vereinigtes Königreich'),
        positionStart: '2018-09-01',
        positionEnd: '2021-03-31',
        description: l(
          'Owner of the event-streaming platform of a fleet-management software vendor with customers in 23 countries.',
          'Verantwortlich für die Event-Streaming-Plattform eines Anbieters von Flottenmanagement-Software mit Kundschaft in 23 Ländern.',
        ),
        highlights: [
          l(
            'Scaled the Apache Kafka clusters from 20,000 to 450,000 messages per second',
            'Skalierung der Apache-Kafka-Cluster von 20.000 auf 450.000 Nachrichten pro Sekunde',
          ),
          l(
            'Wrote the schema-registry rules that stopped incompatible event versions before deployment',
            'Regeln für die Schema-Registry geschrieben, die inkompatible Event-Versionen vor dem Deployment aufhalten',
          ),
          l(
            'Replaced a nightly batch of six hours with a streaming pipeline in Go that delivers in under a minute',
            'Ablösung eines sechsstündigen nächtlichen Batch-Laufs durch eine Streaming-Pipeline in Go mit weniger als einer Minute Verzögerung',
          ),
          l(
            'Led the incident reviews and wrote the on-call handbook used by nine teams',
            'Leitung der Incident-Reviews und Verfasserin des Bereitschaftshandbuchs, das neun Teams nutzen',
          ),
          l(
            'Built the OpenTelemetry tracing setup across 60 services in TypeScript, Go and Java',
            'Aufbau des OpenTelemetry-Tracings über 60 Dienste in TypeScript, Go und Java',
          ),
          l(
            'Interviewed more than 80 candidates and designed the take-home exercise',
            'Mehr als 80 Bewerbungsgespräche geführt und die Probeaufgabe entworfen',
          ),
        ],
      },
      {
        jobTitle: l('Senior Backend Engineer', 'Senior Backend Engineer'),
        company: 'Schwäbische Datenwerke GmbH & Co. KG',
        location: 'Stuttgart',
        positionStart: '2016-01-01',
        positionEnd: '2018-08-31',
        description: l(
          'Backend of a telematics platform for 120,000 connected vehicles.\n\n' +
            bullets(
              'Designed the time-series storage on PostgreSQL with TimescaleDB; queries over a year of data dropped from 40 to 2 seconds',
              'Introduced contract tests between the GraphQL schema and three mobile apps',
              'Automated the infrastructure with Terraform; a new environment takes 20 minutes instead of two weeks',
              'Ran the migration from a self-hosted data centre to AWS eu-central-1',
              'Coached two teams in trunk-based development and feature flags',
            ),
          'Backend einer Telematikplattform für 120.000 vernetzte Fahrzeuge.\n\n' +
            bullets(
              'Entwurf der Zeitreihenablage auf PostgreSQL mit TimescaleDB; Abfragen über ein Jahr Daten sanken von 40 auf 2 Sekunden',
              'Einführung von Vertragstests zwischen dem GraphQL-Schema und drei mobilen Apps',
              'Automatisierung der Infrastruktur mit Terraform; eine neue Umgebung entsteht in 20 Minuten statt in zwei Wochen',
              'Durchführung der Migration aus dem eigenen Rechenzentrum nach AWS eu-central-1',
              'Begleitung zweier Teams bei der Einführung von Trunk-based Development und Feature-Flags',
            ),
        ),
      },
      {
        jobTitle: l('Software Engineer', 'Softwareentwicklerin'),
        company: 'Zahnrad Logistik-Software AG',
        location: 'Karlsruhe',
        positionStart: '2013-05-01',
        positionEnd: '2015-12-31',
        description: l(
          'Route planning and warehouse software for mid-sized freight forwarders.',
          'Tourenplanungs- und Lagerverwaltungssoftware für mittelständische Speditionen.',
        ),
        highlights: [
          l(
            'Rewrote the route optimiser in Java; planning a day of 400 tours takes 90 seconds instead of 25 minutes',
            'Neuentwicklung des Tourenoptimierers in Java; die Planung eines Tages mit 400 Touren dauert 90 Sekunden statt 25 Minuten',
          ),
          l(
            'Built the REST interface that connected the software to SAP S/4HANA',
            'Aufbau der REST-Schnittstelle, die die Software an SAP S/4HANA anbindet',
          ),
          l(
            'Introduced code review and continuous integration with Jenkins',
            'Einführung von Code-Reviews und kontinuierlicher Integration mit Jenkins',
          ),
          l(
            'Trained customer administrators in six on-site workshops',
            'Schulung der Administratorinnen und Administratoren der Kundschaft in sechs Workshops vor Ort',
          ),
          l(
            'Reduced support tickets by 45% with better error messages and a self-service diagnostics page',
            'Senkung der Support-Tickets um 45\u00a0% durch bessere Fehlermeldungen und eine Diagnoseseite zur Selbsthilfe',
          ),
        ],
      },
      {
        jobTitle: l('Software Developer', 'Softwareentwicklerin'),
        company: 'Hohenlohe-Ingenieurbüro Weikersheim GmbH',
        location: 'Weikersheim',
        positionStart: '2011-02-01',
        positionEnd: '2013-04-30',
        description: l(
          bullets(
            'Desktop software in C# for planning photovoltaic plants',
            'Imported weather data from the German Weather Service into a PostgreSQL database',
            'Wrote the PDF report generator used for 3,000 customer offers a year',
            'Maintained the installer and the licence server',
          ),
          bullets(
            'Desktop-Software in C# für die Planung von Photovoltaikanlagen',
            'Import der Wetterdaten des Deutschen Wetterdienstes in eine PostgreSQL-Datenbank',
            'Entwicklung des PDF-Berichtsgenerators für 3.000 Kundenangebote im Jahr',
            'Pflege des Installationsprogramms und des Lizenzservers',
          ),
        ),
      },
      {
        jobTitle: l('Junior Web Developer', 'Junior-Webentwicklerin'),
        company: 'Agentur Neckarblick',
        location: 'Esslingen am Neckar',
        positionStart: '2009-10-01',
        positionEnd: '2011-01-31',
        description: l(
          'Websites and online shops for regional businesses.\n\n' +
            bullets(
              'Built twelve online shops with Magento and MySQL',
              'Introduced Git and automated deployments to the agency',
              'Made the agency’s own website accessible (BITV 2.0)',
              'Looked after hosting for 35 customers',
            ),
          'Websites und Onlineshops für regionale Unternehmen.\n\n' +
            bullets(
              'Umsetzung von zwölf Onlineshops mit Magento und MySQL',
              'Einführung von Git und automatisierten Deployments in der Agentur',
              'Barrierefreie Überarbeitung der eigenen Website der Agentur (BITV 2.0)',
              'Betreuung des Hostings für 35 Kundinnen und Kunden',
            ),
        ),
      },
      {
        jobTitle: l('Working Student, Research Software', 'Werkstudentin Forschungssoftware'),
        company: 'Fraunhofer-Institut für Arbeitswirtschaft und Organisation IAO',
        location: 'Stuttgart',
        positionStart: '2007-04-01',
        positionEnd: '2009-09-30',
        highlights: [
          l(
            'Python tools for evaluating usability studies with 200 participants',
            'Python-Werkzeuge zur Auswertung von Usability-Studien mit 200 Teilnehmenden',
          ),
          l(
            'Prototype of a mobile maintenance app for machine operators',
            'Prototyp einer mobilen Wartungs-App für Maschinenbedienerinnen und -bediener',
          ),
          l(
            'Co-author of two conference papers on human-machine interaction',
            'Mitautorin zweier Konferenzbeiträge zur Mensch-Maschine-Interaktion',
          ),
          l(
            'Supervised the lab’s test environment and its 30 computers',
            'Betreuung der Testumgebung des Labors mit 30 Rechnern',
          ),
        ],
      },
    ],
    educations: [
      {
        institution: 'Universität Stuttgart',
        degreeName: l(
          'Master of Science, Software Engineering',
          'Master of Science, Softwaretechnik',
        ),
        level: 'Master',
        educationStart: '2007-10-01',
        educationEnd: '2009-09-30',
        description: l(
          'Thesis: "Consistent snapshots in distributed event stores" (grade 1.2).',
          'Abschlussarbeit: „Konsistente Schnappschüsse in verteilten Event-Stores“ (Note 1,2).',
        ),
      },
      {
        institution: 'Hochschule Esslingen',
        degreeName: l('Bachelor of Science, Computer Science', 'Bachelor of Science, Informatik'),
        level: 'Bachelor',
        educationStart: '2004-10-01',
        educationEnd: '2007-09-30',
        description: l('Grade 1.6.', 'Note 1,6.'),
      },
      {
        institution: 'University of Edinburgh',
        degreeName: l('Exchange semester (Erasmus)', 'Auslandssemester (Erasmus)'),
        educationStart: '2006-01-01',
        educationEnd: '2006-06-30',
      },
    ],
    skills: [
      ...skillGroup(l('Programming languages', 'Programmiersprachen'), [
        ['TypeScript', 5, ['Node.js', 'Deno']],
        ['Go', 5, []],
        ['Rust', 3, []],
        ['Python', 4, ['NumPy', 'pandas']],
        ['SQL', 5, ['PL/pgSQL']],
      ]),
      ...skillGroup(l('Cloud and infrastructure', 'Cloud und Infrastruktur'), [
        ['Kubernetes', 5, ['Helm', 'Argo CD', 'Kustomize']],
        ['Terraform', 5, ['Terragrunt']],
        ['Amazon Web Services', 4, ['EKS', 'Lambda', 'eu-central-1']],
        ['Prometheus', 4, ['Grafana', 'Alertmanager']],
        ['OpenTelemetry', 4, []],
      ]),
      ...skillGroup(l('Data and interfaces', 'Daten und Schnittstellen'), [
        ['PostgreSQL', 5, ['PostGIS', 'TimescaleDB']],
        ['GraphQL', 4, ['Apollo Federation']],
        ['Apache Kafka', 4, ['Kafka Streams']],
        ['Redis', 3, []],
        ['OpenSearch', 3, []],
      ]),
      ...skillGroup(l('Ways of working', 'Arbeitsweisen'), [
        ['Domain-Driven Design', 4, []],
        [l('Site reliability engineering', 'Site Reliability Engineering'), 5, ['SLOs']],
        [l('Test automation', 'Testautomatisierung'), 4, ['Playwright', 'Vitest']],
        [l('Accessibility', 'Barrierefreiheit'), 3, ['WCAG 2.2']],
        [l('Technical leadership', 'Technische Führung'), 4, []],
      ]),
    ],
    projects: [
      {
        name: 'pg-rollout',
        role: l('Creator and maintainer', 'Autorin und Maintainerin'),
        projectStart: '2020-06-01',
        projectEnd: null,
        description: l(
          'Open-source Kubernetes operator for PostgreSQL major-version upgrades with logical replication; 2,400 stars and 40 contributors.',
          'Open-Source-Kubernetes-Operator für PostgreSQL-Versionsupgrades mit logischer Replikation; 2.400 Sterne und 40 Mitwirkende.',
        ),
        url: 'https://github.com/alsg/pg-rollout',
        links: [
          { label: l('Documentation', 'Dokumentation'), url: 'https://pg-rollout.example.org' },
        ],
      },
      {
        name: l('Platform engineering handbook', 'Handbuch Plattform-Engineering'),
        role: l('Editor and co-author', 'Herausgeberin und Mitautorin'),
        projectStart: '2022-01-01',
        projectEnd: '2023-06-30',
        description: l(
          'Free online book on building internal developer platforms, written with eight practitioners.',
          'Freies Online-Buch über den Aufbau interner Entwicklerplattformen, geschrieben mit acht Praktikerinnen und Praktikern.',
        ),
        url: 'https://platform-handbook.example.org',
        links: [],
      },
      {
        name: 'Stadtradar Stuttgart',
        role: l('Volunteer developer', 'Ehrenamtliche Entwicklerin'),
        projectStart: '2019-03-01',
        projectEnd: '2019-11-30',
        description: l(
          'Map of air-quality sensors in the city, built with the local Code for Germany lab.',
          'Karte der Luftqualitätssensoren der Stadt, gebaut mit dem örtlichen Code-for-Germany-Lab.',
        ),
        url: null,
        links: [
          { label: l('Source code', 'Quellcode'), url: 'https://github.com/alsg/stadtradar' },
        ],
      },
    ],
    website: 'https://anna-lena-schaefer-grossmann.example.org',
    links: [
      { network: 'GitHub', username: 'alsg', url: 'https://github.com/alsg' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/anna-lena-schaefer-grossmann' },
    ],
    languages: [
      { language: 'de', level: 'native' },
      { language: 'en', level: 'C2', note: l('five years in London', 'fünf Jahre in London') },
      { language: 'fr', level: 'B2' },
      { language: 'es', level: 'A2' },
    ],
    certificates: [
      {
        name: 'Certified Kubernetes Administrator (CKA)',
        issuer: 'The Linux Foundation',
        date: '2022-05-01',
        expiry: '2025-05-31',
        credentialId: 'LF-9X2B7QK4ZD',
        url: 'https://certificates.example.org/LF-9X2B7QK4ZD',
      },
      {
        name: 'AWS Certified Solutions Architect – Professional',
        issuer: 'Amazon Web Services',
        date: '2020-02-01',
        expiry: '2023-02-28',
      },
      {
        name: 'iSAQB Certified Professional for Software Architecture – Foundation Level',
        issuer: 'iSAQB e. V.',
        date: '2016-11-01',
      },
    ],
    awards: [
      {
        title: l('Engineering Excellence Award', 'Engineering Excellence Award'),
        awarder: 'Robert Bosch-Müller GmbH',
        date: '2023-12-01',
        summary: l(
          'For the zero-downtime migration of the developer platform to Kubernetes.',
          'Für die Migration der Entwicklerplattform auf Kubernetes ohne Ausfallzeit.',
        ),
      },
      {
        title: l('Best paper award', 'Auszeichnung für den besten Beitrag'),
        awarder: l('Mensch und Computer conference', 'Konferenz Mensch und Computer'),
        date: '2009-09-01',
      },
    ],
    publications: [
      {
        title: l(
          'Upgrading PostgreSQL without downtime: logical replication in practice',
          'PostgreSQL ohne Ausfallzeit aktualisieren: logische Replikation in der Praxis',
        ),
        publisher: 'heise Developer',
        date: '2023-03-01',
        url: 'https://developer.example.org/postgresql-upgrades',
        summary: l(
          'How a Kubernetes operator upgrades 320 databases a year.',
          'Wie ein Kubernetes-Operator 320 Datenbanken im Jahr aktualisiert.',
        ),
      },
      {
        title: l(
          'Error budgets for teams that do not like numbers',
          'Fehlerbudgets für Teams, die keine Zahlen mögen',
        ),
        publisher: 'SREcon Europe',
        date: '2021-10-01',
        url: 'https://talks.example.org/error-budgets',
      },
    ],
    volunteering: [
      {
        organization: 'Women in Tech Stuttgart e. V.',
        role: l('Mentor and board member', 'Mentorin und Vorstandsmitglied'),
        location: 'Stuttgart',
        start: '2017-01-01',
        description: l(
          'Monthly mentoring evenings for women who move into software engineering.',
          'Monatliche Mentoring-Abende für Frauen, die in die Softwareentwicklung wechseln.',
        ),
        highlights: [
          l('Mentored 25 career changers', '25 Quereinsteigerinnen begleitet'),
          l('Organised four hackathons', 'Vier Hackathons organisiert'),
        ],
        url: 'https://wit-stuttgart.example.org',
      },
      {
        organization: 'Freiwillige Feuerwehr Leinfelden-Echterdingen',
        role: l('Firefighter', 'Feuerwehrfrau'),
        location: 'Leinfelden-Echterdingen',
        start: '2012-03-01',
        end: '2018-08-31',
        highlights: [],
      },
    ],
    interests: [
      {
        name: l('Mountaineering', 'Bergsteigen'),
        keywords: [l('Alpine tours', 'Hochtouren'), l('via ferrata', 'Klettersteige')],
      },
      { name: l('Letterpress printing', 'Buchdruck'), keywords: [l('wood type', 'Holzlettern')] },
      { name: l('Choir singing', 'Chorgesang'), keywords: [] },
    ],
  };
}

type SkillRow = readonly [name: string, level: number, keywords: readonly string[]];

function skillGroup(type: string, rows: readonly SkillRow[]) {
  return rows.map(([name, level, keywords]) => ({ name, level, keywords: [...keywords], type }));
}

/**
 * A German-style Lebenslauf: an IT manager in the Mittelstand with six jobs
 * (32 bullets) full of long compounds, a birthday, a full address and
 * education with grades.
 */
export function lebenslaufCvData(lang: Locale): CvData {
  return cvDataSchema.parse(lebenslaufInput(localizer(lang), lang));
}

function lebenslaufInput(l: Localize, lang: Locale): CvDataInput {
  return {
    lang,
    person: {
      firstName: 'Jörg-Friedrich',
      lastName: 'Bräutigam-Oßwald',
      jobTitle: l('Head of Software Architecture', 'Softwarearchitekturverantwortlicher'),
      bio: l(
        'IT manager with twenty years of experience in mid-sized manufacturing companies. I bring business departments and software development together, introduce systems that people actually use and keep data protection and information security in view from the first draft.',
        'IT-Führungskraft mit zwanzig Jahren Erfahrung in mittelständischen Industrieunternehmen. Ich bringe Fachabteilungen und Softwareentwicklung zusammen, führe Systeme ein, die tatsächlich genutzt werden, und habe Datenschutz und Informationssicherheit vom ersten Entwurf an im Blick.',
      ),
      location: 'Mönchengladbach',
      email: 'joerg-friedrich.braeutigam-osswald@mittelstand-it.example.de',
      phone: '+49 2161 4471-209',
      birthday: '1979-11-03',
      address: {
        street: 'Hohenzollernstraße',
        houseNumber: '47',
        postcode: '41061',
        city: 'Mönchengladbach',
        country: l('Germany', 'Deutschland'),
      },
    },
    theme: { backgroundColor: '#f4f1ea', surfaceColor: '#6b3a2e' },
    workExperiences: [
      {
        jobTitle: l('Head of Software Architecture', 'Softwarearchitekturverantwortlicher'),
        company: 'Niederrheinische Maschinenbau-Werke AG',
        location: 'Mönchengladbach',
        positionStart: '2019-07-01',
        positionEnd: null,
        description: l(
          'Responsible for the architecture of all in-house business applications (2,300 users, 14 sites).\n\n' +
            bullets(
              'Introduced the new customer relationship management system (Kundenbeziehungsmanagementsystem) at all 14 sites on time and on budget',
              'Led the data protection impact assessment (Datenschutzfolgenabschätzung) for the HR portal together with the data protection officer',
              'Set up the architecture board and the decision records used by five development teams',
              'Replaced four isolated ordering systems with one service on Java and Spring Boot',
              'Drew up the authorisation concept (Berechtigungskonzept) for SAP S/4HANA',
              'Responsible for an annual budget of 3.2 million euros',
            ),
          'Verantwortlich für die Architektur aller eigenentwickelten Geschäftsanwendungen (2.300 Nutzende, 14 Standorte).\n\n' +
            bullets(
              'Einführung des neuen Kundenbeziehungsmanagementsystems an allen 14 Standorten in Zeit und Budget',
              'Leitung der Datenschutzfolgenabschätzung für das Personalportal gemeinsam mit dem Datenschutzbeauftragten',
              'Aufbau des Architekturgremiums und der Entscheidungsprotokolle für fünf Entwicklungsteams',
              'Ablösung von vier Insellösungen für Bestellungen durch einen Dienst auf Basis von Java und Spring Boot',
              'Erstellung des Berechtigungskonzepts für SAP S/4HANA',
              'Verantwortung für ein Jahresbudget von 3,2 Millionen Euro',
            ),
        ),
      },
      {
        jobTitle: l('Head of Application Development', 'Leiter Anwendungsentwicklung'),
        company: 'Rheinisch-Bergische Versorgungsbetriebe GmbH',
        location: 'Bergisch Gladbach',
        positionStart: '2014-01-01',
        positionEnd: '2019-06-30',
        description: l(
          'Led a team of twelve developers and testers.',
          'Führung eines Teams aus zwölf Entwicklerinnen, Entwicklern und Testenden.',
        ),
        highlights: [
          l(
            'Introduced the information security management system (Informationssicherheitsmanagementsystem) to ISO/IEC 27001',
            'Einführung des Informationssicherheitsmanagementsystems nach ISO/IEC 27001',
          ),
          l(
            'Automated incoming invoice processing (Rechnungseingangsverarbeitung); 85% of invoices are booked without manual work',
            'Automatisierung der Rechnungseingangsverarbeitung; 85\u00a0% der Rechnungen werden ohne Handarbeit gebucht',
          ),
          l(
            'Moved the customer portal to Microsoft Azure (Germany West Central)',
            'Umzug des Kundenportals zu Microsoft Azure (Germany West Central)',
          ),
          l(
            'Established quality assurance measures (Qualitätssicherungsmaßnahmen) with automated regression tests',
            'Etablierung von Qualitätssicherungsmaßnahmen mit automatisierten Regressionstests',
          ),
          l(
            'Introduced Scrum in three teams and trained four product owners',
            'Einführung von Scrum in drei Teams und Ausbildung von vier Product Ownern',
          ),
          l(
            'Hired and trained seven apprentices as IT specialists',
            'Einstellung und Ausbildung von sieben Auszubildenden zu Fachinformatikerinnen und Fachinformatikern',
          ),
        ],
      },
      {
        jobTitle: l('Senior Software Developer', 'Senior-Softwareentwickler'),
        company: 'Westfälische Handelssysteme GmbH & Co. KG',
        location: 'Bielefeld',
        positionStart: '2009-04-01',
        positionEnd: '2013-12-31',
        description: l(
          bullets(
            'Developed the warehouse management software in Java and Oracle Database 11g',
            'Requirements management (Anforderungsmanagement) for the three largest customers',
            'Designed the interface to the goods management systems of the retail chains',
            'Cut the run time of the nightly stock-taking from five hours to forty minutes',
            'Supervised two bachelor theses',
          ),
          bullets(
            'Entwicklung der Lagerverwaltungssoftware in Java und Oracle Database 11g',
            'Anforderungsmanagement für die drei größten Kundinnen und Kunden',
            'Entwurf der Schnittstelle zu den Warenwirtschaftssystemen der Handelsketten',
            'Verkürzung der nächtlichen Inventur von fünf Stunden auf vierzig Minuten',
            'Betreuung von zwei Bachelorarbeiten',
          ),
        ),
      },
      {
        jobTitle: l('Software Developer', 'Softwareentwickler'),
        company: 'Krefelder Textil-Informatik GmbH',
        location: 'Krefeld',
        positionStart: '2005-10-01',
        positionEnd: '2009-03-31',
        highlights: [
          l(
            'Production planning software for textile mills in C++ and Qt',
            'Produktionsplanungssoftware für Webereien in C++ und Qt',
          ),
          l(
            'Connected the looms to the planning software (machine data acquisition)',
            'Anbindung der Webmaschinen an die Planungssoftware (Maschinendatenerfassung)',
          ),
          l(
            'Wrote the operating manual and trained the shift supervisors',
            'Verfasser des Bedienungshandbuchs und Schulung der Schichtleitungen',
          ),
          l(
            'Introduced version control with Subversion',
            'Einführung der Versionsverwaltung mit Subversion',
          ),
          l(
            'Stood in for the team lead during parental leave',
            'Vertretung der Teamleitung während der Elternzeit',
          ),
        ],
      },
      {
        jobTitle: l(
          'IT Specialist, Application Development',
          'Fachinformatiker Anwendungsentwicklung',
        ),
        company: 'Stadtwerke Viersen GmbH',
        location: 'Viersen',
        positionStart: '2001-08-01',
        positionEnd: '2005-09-30',
        description: l(
          bullets(
            'Developed the meter reading app for the field service',
            'Maintained the billing system on IBM AS/400',
            'Built the intranet of the municipal utility',
            'Supported 180 workstations',
            'Trained new apprentices',
          ),
          bullets(
            'Entwicklung der Zählerablese-Anwendung für den Außendienst',
            'Pflege des Abrechnungssystems auf IBM AS/400',
            'Aufbau des Intranets der Stadtwerke',
            'Betreuung von 180 Arbeitsplätzen',
            'Anleitung neuer Auszubildender',
          ),
        ),
      },
      {
        jobTitle: l('Apprentice IT Specialist', 'Auszubildender Fachinformatiker'),
        company: 'Stadtwerke Viersen GmbH',
        location: 'Viersen',
        positionStart: '1998-08-01',
        positionEnd: '2001-07-31',
        highlights: [
          l(
            'Final examination before the IHK (grade: good)',
            'Abschlussprüfung vor der IHK (Note: gut)',
          ),
          l(
            'Project work: an inventory database for the IT department',
            'Projektarbeit: Inventardatenbank für die IT-Abteilung',
          ),
          l(
            'Helped move the utility to a new network',
            'Mitarbeit bei der Umstellung der Stadtwerke auf ein neues Netzwerk',
          ),
          l('Spokesperson of the apprentices', 'Sprecher der Auszubildenden'),
          l(
            'Rotation through billing, customer service and IT operations',
            'Stationen in Abrechnung, Kundenservice und IT-Betrieb',
          ),
        ],
      },
    ],
    educations: [
      {
        institution: 'FernUniversität in Hagen',
        degreeName: l(
          'Master of Science, Business Informatics (part-time)',
          'Master of Science, Wirtschaftsinformatik (berufsbegleitend)',
        ),
        level: 'Master',
        educationStart: '2010-10-01',
        educationEnd: '2014-03-31',
        description: l(
          'Thesis: "Data protection impact assessments in mid-sized companies" (grade 1.3).',
          'Masterarbeit: „Datenschutzfolgenabschätzungen im Mittelstand“ (Note 1,3).',
        ),
      },
      {
        institution: 'Hochschule Niederrhein',
        degreeName: l('Diplom-Informatiker (FH)', 'Diplom-Informatiker (FH)'),
        level: l('Diploma', 'Diplom'),
        educationStart: '2003-10-01',
        educationEnd: '2007-09-30',
        description: l(
          'Part-time alongside work; overall grade 1.7.',
          'Berufsbegleitend; Gesamtnote 1,7.',
        ),
      },
      {
        institution: 'Berufskolleg Viersen',
        degreeName: l(
          'IT specialist for application development (IHK)',
          'Fachinformatiker für Anwendungsentwicklung (IHK)',
        ),
        educationStart: '1998-08-01',
        educationEnd: '2001-07-31',
        description: l('Final grade 1.9.', 'Abschlussnote 1,9.'),
      },
      {
        institution: 'Albertus-Magnus-Gymnasium Viersen-Dülken',
        degreeName: 'Abitur',
        educationStart: '1989-08-01',
        educationEnd: '1998-06-30',
        description: l('Grade 2.1.', 'Note 2,1.'),
      },
    ],
    skills: [
      ...skillGroup(l('Enterprise systems', 'Unternehmenssysteme'), [
        ['SAP S/4HANA', 4, ['FI', 'MM']],
        ['Microsoft Dynamics 365', 4, []],
        ['Oracle Database', 4, ['PL/SQL']],
      ]),
      ...skillGroup(l('Development', 'Entwicklung'), [
        ['Java', 5, ['Spring Boot']],
        ['C++', 3, ['Qt']],
        ['TypeScript', 3, []],
      ]),
      ...skillGroup(l('Management', 'Management'), [
        [l('Requirements management', 'Anforderungsmanagement'), 5, []],
        [l('Data protection', 'Datenschutz'), 5, ['DSGVO', 'BDSG']],
        ['ISO/IEC 27001', 4, []],
        [l('Leading teams', 'Personalführung'), 5, []],
      ]),
    ],
    languages: [
      { language: 'de', level: 'native' },
      { language: 'en', level: 'C1' },
      { language: 'nl', level: 'B1', note: l('neighbouring country', 'Nachbarland') },
    ],
    certificates: [
      {
        name: 'ITIL 4 Foundation',
        issuer: 'PeopleCert',
        date: '2018-03-01',
      },
      {
        name: l('Data protection officer (TÜV)', 'Datenschutzbeauftragter (TÜV)'),
        issuer: 'TÜV Rheinland Akademie GmbH',
        date: '2016-06-01',
        credentialId: 'TR-DSB-2016-04471',
      },
    ],
    volunteering: [
      {
        organization: 'IHK Mittlerer Niederrhein',
        role: l('Examiner for IT specialists', 'Prüfer für Fachinformatiker'),
        location: 'Krefeld',
        start: '2008-01-01',
        description: l(
          'Member of the examination board for IT specialists in application development.',
          'Mitglied im Prüfungsausschuss für Fachinformatikerinnen und Fachinformatiker der Anwendungsentwicklung.',
        ),
        highlights: [],
      },
    ],
    customSections: [
      {
        title: l('Further training', 'Weiterbildungen'),
        entries: [
          {
            title: l(
              'Certified enterprise architect (TOGAF 10)',
              'Zertifizierter Unternehmensarchitekt (TOGAF 10)',
            ),
            subtitle: 'The Open Group',
            place: 'Düsseldorf',
            start: '2021-02-01',
            end: '2021-04-30',
            description: l(
              'Eight-week course alongside work, with a final examination.',
              'Achtwöchiger berufsbegleitender Lehrgang mit Abschlussprüfung.',
            ),
          },
          {
            title: l(
              'Leadership programme for middle management',
              'Führungskräfteentwicklungsprogramm für das mittlere Management',
            ),
            subtitle: 'Haufe Akademie GmbH & Co. KG',
            place: 'Freiburg im Breisgau',
            start: '2015-09-01',
            end: '2016-05-31',
            description: l(
              bullets(
                'Conducting appraisal interviews',
                'Conflict management in teams',
                'Labour law for managers',
              ),
              bullets(
                'Mitarbeitergesprächsführung',
                'Konfliktmanagement im Team',
                'Arbeitsrecht für Führungskräfte',
              ),
            ),
          },
        ],
      },
    ],
    interests: [
      { name: l('Cycling', 'Radfahren'), keywords: [l('Lower Rhine', 'Niederrhein')] },
      { name: l('Local history', 'Heimatgeschichte'), keywords: [] },
    ],
  };
}
