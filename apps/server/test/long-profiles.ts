import { cvDataSchema, type CvData, type CvDataInput, type Locale } from '@cv/shared';
import { skillGroup } from '../src/features/cv-engine/cv-sample-profile';

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

/** A CV's data in one language, from its input that holds the texts of both. */
const cvDataIn =
  (input: (l: Localize, lang: Locale) => CvDataInput) =>
  (lang: Locale): CvData =>
    cvDataSchema.parse(input(localizer(lang), lang));

/** A markdown bullet list. */
const bullets = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * A senior platform engineer in Stuttgart: seven jobs (36 bullets), twenty
 * skills in four types, four languages and every further section.
 */
export const seniorEngineerCvData = cvDataIn(seniorEngineerInput);

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

/**
 * A German-style Lebenslauf: an IT manager in the Mittelstand with six jobs
 * (32 bullets) full of long compounds, a birthday, a full address and
 * education with grades.
 */
export const lebenslaufCvData = cvDataIn(lebenslaufInput);

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

/**
 * A researcher in computational linguistics, for the academic design: a
 * double-barrelled name, a doctorate and two other degrees, four positions,
 * fifteen publications over eight years (journal articles and conference
 * papers, the co-authors before the venue; one under review, without a
 * date), and sections of her own for talks, grants and teaching. The
 * publications' titles stay English in the German CV, as they were published.
 */
export const researcherCvData = cvDataIn(researcherInput);

/** A paper: title, authors and venue (the publisher field), ISO month; none while under review. */
type PaperRow = readonly [title: string, venue: string, date: string | null];

function researcherInput(l: Localize, lang: Locale): CvDataInput {
  const papers: PaperRow[] = [
    [
      'Dialect-robust speech recognition for Swiss German and Alemannic varieties',
      l(
        'with T. Nguyen, F. Wüthrich and M. Okafor. Proceedings of ACL 2024, Bangkok, 2210–2224',
        'mit T. Nguyen, F. Wüthrich und M. Okafor. Proceedings of ACL 2024, Bangkok, 2210–2224',
      ),
      '2024-08-01',
    ],
    [
      'Calibrated uncertainty for low-resource machine translation',
      l(
        'with M. Okafor and S. Brenner. Transactions of the Association for Computational Linguistics 12, 455–472',
        'mit M. Okafor und S. Brenner. Transactions of the Association for Computational Linguistics 12, 455–472',
      ),
      '2024-05-01',
    ],
    [
      'Cross-lingual transfer for splitting German, Dutch and Swedish compounds',
      l(
        'with J. Fischer-Adeyemi. Proceedings of EMNLP 2023, Singapore, 8812–8825',
        'mit J. Fischer-Adeyemi. Proceedings of EMNLP 2023, Singapur, 8812–8825',
      ),
      '2023-12-01',
    ],
    [
      'Which words carry the weight? Attribution methods for inflected words and compounds',
      l(
        'with S. Brenner and A. Kowalczyk. Computational Linguistics 49(3), 601–638',
        'mit S. Brenner und A. Kowalczyk. Computational Linguistics 49(3), 601–638',
      ),
      '2023-09-01',
    ],
    [
      'A corpus of parliamentary debates in Low German',
      l(
        'with H. Janßen-Petersen. Language Resources and Evaluation 57, 1143–1170',
        'mit H. Janßen-Petersen. Language Resources and Evaluation 57, 1143–1170',
      ),
      '2023-03-01',
    ],
    [
      'Evaluating machine translation of noun compounds with contrastive test suites',
      l(
        'with R. Sennhauser. Proceedings of NAACL 2022, Seattle, 3390–3402',
        'mit R. Sennhauser. Proceedings of NAACL 2022, Seattle, 3390–3402',
      ),
      '2022-07-01',
    ],
    [
      'Morphological segmentation with character-level transformers',
      l(
        'with A. Kowalczyk and M. Okafor. Findings of ACL 2022, Dublin, 1876–1889',
        'mit A. Kowalczyk und M. Okafor. Findings of ACL 2022, Dublin, 1876–1889',
      ),
      '2022-05-01',
    ],
    [
      'Few-shot named entity recognition for historical German newspapers',
      l(
        'with C. Hoffmann-Rüdiger. Journal of Data Mining and Digital Humanities 2021, article 42',
        'mit C. Hoffmann-Rüdiger. Journal of Data Mining and Digital Humanities 2021, Artikel 42',
      ),
      '2021-10-01',
    ],
    [
      'Annotating implicit discourse relations in German news text',
      l(
        'with B. Schwarzkopf and U. Demir. Proceedings of EACL 2021, online, 2204–2216',
        'mit B. Schwarzkopf und U. Demir. Proceedings of EACL 2021, online, 2204–2216',
      ),
      '2021-04-01',
    ],
    [
      'Subword regularisation for Turkish, Finnish and Hungarian',
      l(
        'with U. Demir. Proceedings of COLING 2020, Barcelona (online), 4410–4421',
        'mit U. Demir. Proceedings of COLING 2020, Barcelona (online), 4410–4421',
      ),
      '2020-12-01',
    ],
    [
      'Low-resource dependency parsing with multilingual pre-training',
      l(
        'with G. Neubig-Larsen and S. Brenner. Proceedings of CoNLL 2020, online, 312–325',
        'mit G. Neubig-Larsen und S. Brenner. Proceedings of CoNLL 2020, online, 312–325',
      ),
      '2020-11-01',
    ],
    [
      'Compound splitting as a sequence labelling task',
      l(
        'with S. Brenner. Proceedings of NAACL 2019, Minneapolis, 2245–2256',
        'mit S. Brenner. Proceedings of NAACL 2019, Minneapolis, 2245–2256',
      ),
      '2019-06-01',
    ],
    [
      'A gold standard for German noun compound splitting',
      l(
        'with S. Brenner and P. Ziegler. Proceedings of LREC 2018, Miyazaki, 1520–1526',
        'mit S. Brenner und P. Ziegler. Proceedings of LREC 2018, Miyazaki, 1520–1526',
      ),
      '2018-05-01',
    ],
    [
      'Character-based models for German compound analysis',
      l(
        'Proceedings of the First Workshop on Subword and Character Level Models in NLP, Copenhagen, 88–97',
        'Proceedings of the First Workshop on Subword and Character Level Models in NLP, Kopenhagen, 88–97',
      ),
      '2017-09-01',
    ],
    [
      'Uncertainty-aware evaluation of speech translation',
      l(
        'with J. Fischer-Adeyemi and T. Nguyen. Under review at Computational Linguistics',
        'mit J. Fischer-Adeyemi und T. Nguyen. Begutachtung bei Computational Linguistics',
      ),
      null,
    ],
  ];
  return {
    lang,
    person: {
      firstName: 'Katharina',
      lastName: 'Lindqvist-Oberdorfer',
      jobTitle: l(
        'Lecturer in Computational Linguistics',
        'Akademische Rätin für Computerlinguistik',
      ),
      bio: l(
        'Computational linguist working on machine translation and morphology for languages and dialects with little training data. My research asks how models cope with long compounds, rich inflection and spelling variation, and how we can tell when their output should not be trusted. I lead an Emmy Noether junior research group and teach the introductory and the machine translation courses of our master’s programme.',
        'Computerlinguistin mit den Forschungsschwerpunkten maschinelle Übersetzung und Morphologie für Sprachen und Dialekte mit wenigen Trainingsdaten. Ich untersuche, wie Sprachmodelle mit langen Komposita, reicher Flexion und Schreibvarianten umgehen und woran man erkennt, wann ihren Ausgaben nicht zu trauen ist. Ich leite eine Emmy-Noether-Nachwuchsgruppe und lehre die Einführungsveranstaltung und die Übersetzungsvorlesung unseres Masterstudiengangs.',
      ),
      location: 'Stuttgart',
      email: 'katharina.lindqvist-oberdorfer@ims.uni-stuttgart.example.de',
      phone: '+49 711 685-81357',
    },
    theme: { backgroundColor: '#f1f3f6', surfaceColor: '#27466b' },
    workExperiences: [
      {
        jobTitle: l(
          'Lecturer and Emmy Noether group leader',
          'Akademische Rätin und Emmy-Noether-Nachwuchsgruppenleiterin',
        ),
        company: l(
          'Institute for Natural Language Processing, University of Stuttgart',
          'Institut für Maschinelle Sprachverarbeitung, Universität Stuttgart',
        ),
        location: 'Stuttgart',
        positionStart: '2022-04-01',
        positionEnd: null,
        description: l(
          'Leader of a junior research group of three doctoral researchers and two student assistants on robust translation for dialects and minority languages.',
          'Leitung einer Nachwuchsforschungsgruppe mit drei Doktorandinnen und Doktoranden und zwei studentischen Hilfskräften zur robusten Übersetzung von Dialekten und Minderheitensprachen.',
        ),
        highlights: [
          l(
            'Raised EUR 2.1 million in third-party funding from the DFG and the Carl Zeiss Foundation',
            'Drittmitteleinwerbung von 2,1 Mio. Euro bei der DFG und der Carl-Zeiss-Stiftung',
          ),
          l(
            'Member of the examination board of the master’s programme in computational linguistics',
            'Mitglied im Prüfungsausschuss des Masterstudiengangs Computerlinguistik',
          ),
          l(
            'Equal opportunities officer of the faculty since 2023',
            'Gleichstellungsbeauftragte der Fakultät seit 2023',
          ),
        ],
      },
      {
        jobTitle: l('Postdoctoral Research Associate', 'Postdoktorandin'),
        company: l(
          'Institute for Language, Cognition and Computation, University of Edinburgh',
          'Institute for Language, Cognition and Computation, University of Edinburgh',
        ),
        location: l('Edinburgh, United Kingdom', 'Edinburgh, Vereinigtes Königreich'),
        positionStart: '2019-10-01',
        positionEnd: '2022-03-31',
        description: l(
          'DAAD postdoctoral fellow in the machine translation group.',
          'Postdoktorandenstipendiatin des DAAD in der Arbeitsgruppe für maschinelle Übersetzung.',
        ),
        highlights: [
          l(
            'Built the evaluation suite for noun compounds used in two shared tasks',
            'Aufbau der Evaluationssuite für Nominalkomposita, die in zwei Shared Tasks genutzt wurde',
          ),
          l(
            'Co-supervised four master’s theses and one doctoral thesis',
            'Mitbetreuung von vier Masterarbeiten und einer Doktorarbeit',
          ),
          l(
            'Co-organised the Workshop on Subword and Character Level Models 2021',
            'Mitorganisation des Workshops on Subword and Character Level Models 2021',
          ),
        ],
      },
      {
        jobTitle: l('Visiting Researcher', 'Gastwissenschaftlerin'),
        company: 'Language Technologies Institute, Carnegie Mellon University',
        location: l('Pittsburgh, United States', 'Pittsburgh, Vereinigte Staaten'),
        positionStart: '2018-02-01',
        positionEnd: '2018-07-31',
        description: l(
          'Research stay on multilingual dependency parsing, funded by a DAAD travel grant.',
          'Forschungsaufenthalt zu mehrsprachigem Dependenzparsing, gefördert durch ein Reisestipendium des DAAD.',
        ),
      },
      {
        jobTitle: l('Doctoral Researcher', 'Wissenschaftliche Mitarbeiterin'),
        company: l(
          'Institute for Natural Language Processing, University of Stuttgart',
          'Institut für Maschinelle Sprachverarbeitung, Universität Stuttgart',
        ),
        location: 'Stuttgart',
        positionStart: '2014-10-01',
        positionEnd: '2019-09-30',
        description: l(
          'Research and teaching in the collaborative research centre on incremental language processing.',
          'Forschung und Lehre im Sonderforschungsbereich zur inkrementellen Sprachverarbeitung.',
        ),
        highlights: [
          l(
            'Taught six seminars and tutorials on morphology and statistical methods',
            'Sechs Seminare und Übungen zu Morphologie und statistischen Methoden gehalten',
          ),
          l(
            'Student representative in the graduate school of the faculty',
            'Promovierendenvertreterin im Graduiertenkolleg der Fakultät',
          ),
        ],
      },
    ],
    educations: [
      {
        institution: l('University of Stuttgart', 'Universität Stuttgart'),
        degreeName: l(
          'Doctorate (Dr. phil.), Computational Linguistics',
          'Promotion (Dr. phil.), Computerlinguistik',
        ),
        level: l('Doctorate', 'Promotion'),
        educationStart: '2014-10-01',
        educationEnd: '2019-07-31',
        description: l(
          'Thesis: "Compounds in context: computational models of German word formation", summa cum laude. Advisers: Prof. Dr. Sabine Brenner and Prof. Dr. Graham Neubig-Larsen.',
          'Dissertation: „Komposita im Kontext: computationelle Modelle der deutschen Wortbildung“, summa cum laude. Betreuung: Prof. Dr. Sabine Brenner und Prof. Dr. Graham Neubig-Larsen.',
        ),
      },
      {
        institution: l('Saarland University', 'Universität des Saarlandes'),
        degreeName: l(
          'Master of Science, Language Science and Technology',
          'Master of Science, Language Science and Technology',
        ),
        level: 'Master',
        educationStart: '2012-10-01',
        educationEnd: '2014-09-30',
        description: l(
          'Thesis on unsupervised morphological segmentation (grade 1.1).',
          'Masterarbeit zur unüberwachten morphologischen Segmentierung (Note 1,1).',
        ),
      },
      {
        institution: l('Osnabrück University', 'Universität Osnabrück'),
        degreeName: l(
          'Bachelor of Science, Cognitive Science',
          'Bachelor of Science, Kognitionswissenschaft',
        ),
        level: 'Bachelor',
        educationStart: '2009-10-01',
        educationEnd: '2012-09-30',
        description: l('Grade 1.3.', 'Note 1,3.'),
      },
    ],
    skills: [
      ...skillGroup(l('Research methods', 'Forschungsmethoden'), [
        [l('Machine translation', 'Maschinelle Übersetzung'), 5, []],
        [l('Morphological analysis', 'Morphologische Analyse'), 5, []],
        [l('Corpus annotation', 'Korpusannotation'), 4, ['INCEpTION']],
        [l('Statistical evaluation', 'Statistische Auswertung'), 4, ['R', 'lme4']],
      ]),
      ...skillGroup(l('Programming', 'Programmierung'), [
        ['Python', 5, ['PyTorch', 'Hugging Face Transformers']],
        ['C++', 3, []],
        ['SQL', 3, []],
      ]),
      ...skillGroup(l('Tools', 'Werkzeuge'), [
        ['LaTeX', 5, []],
        ['Slurm', 4, []],
        ['Git', 4, []],
      ]),
    ],
    publications: papers.map(([title, venue, date]) => ({
      title,
      publisher: venue,
      ...(date ? { date } : {}),
    })),
    awards: [
      {
        title: l('Best Paper Award', 'Best Paper Award'),
        awarder: 'NAACL 2019',
        date: '2019-06-01',
      },
      {
        title: l(
          'Dissertation prize of the German Society for Computational Linguistics',
          'Dissertationspreis der Gesellschaft für Sprachtechnologie und Computerlinguistik',
        ),
        awarder: 'GSCL',
        date: '2020-09-01',
      },
    ],
    customSections: [
      {
        title: l('Talks', 'Vorträge'),
        entries: [
          {
            title: l(
              'Machine translation for the languages nobody benchmarks',
              'Maschinelle Übersetzung für die Sprachen, die niemand misst',
            ),
            subtitle: l(
              'Invited talk, Language Technology Colloquium',
              'Eingeladener Vortrag, Kolloquium Sprachtechnologie',
            ),
            place: 'Saarbrücken',
            start: '2024-06-01',
          },
          {
            title: l(
              'Compounds, dialects and the limits of subword models',
              'Komposita, Dialekte und die Grenzen von Subwortmodellen',
            ),
            subtitle: l('Keynote, KONVENS 2023', 'Hauptvortrag, KONVENS 2023'),
            place: 'Ingolstadt',
            start: '2023-09-01',
          },
          {
            title: l(
              'When not to trust a translation: uncertainty in low-resource settings',
              'Wann man einer Übersetzung nicht trauen sollte: Unsicherheit bei wenigen Daten',
            ),
            subtitle: l(
              'Invited talk, Institute for Language, Cognition and Computation',
              'Eingeladener Vortrag, Institute for Language, Cognition and Computation',
            ),
            place: 'Edinburgh',
            start: '2023-05-01',
          },
          {
            title: l(
              'Why German words are so long, and why language models care',
              'Warum deutsche Wörter so lang sind und warum das Sprachmodelle kümmert',
            ),
            subtitle: l(
              'Public lecture, Long Night of Science',
              'Öffentlicher Vortrag, Lange Nacht der Wissenschaft',
            ),
            place: 'Stuttgart',
            start: '2022-10-01',
          },
          {
            title: l(
              'Historical newspapers as training data',
              'Historische Zeitungen als Trainingsdaten',
            ),
            subtitle: l(
              'Invited talk, DHd annual conference',
              'Eingeladener Vortrag, DHd-Jahrestagung',
            ),
            place: 'online',
            start: '2021-03-01',
          },
          {
            title: l(
              'Parsing with little data: transfer across treebanks',
              'Parsing mit wenigen Daten: Transfer zwischen Baumbanken',
            ),
            subtitle: l(
              'Seminar talk, Language Technologies Institute',
              'Seminarvortrag, Language Technologies Institute',
            ),
            place: 'Pittsburgh',
            start: '2020-02-01',
          },
          {
            title: l(
              'Splitting compounds with sequence labelling',
              'Kompositazerlegung als Sequenzannotation',
            ),
            subtitle: l('Research talk, Google Research', 'Forschungsvortrag, Google Research'),
            place: 'Zürich',
            start: '2019-01-01',
          },
        ],
      },
      {
        title: l('Grants', 'Drittmittel'),
        entries: [
          {
            title: l(
              'Robust translation for dialects and minority languages (RoTraDi)',
              'Robuste Übersetzung für Dialekte und Minderheitensprachen (RoTraDi)',
            ),
            subtitle: l(
              'German Research Foundation (DFG), Emmy Noether Programme',
              'Deutsche Forschungsgemeinschaft (DFG), Emmy-Noether-Programm',
            ),
            start: '2023-01-01',
            end: '2028-12-31',
            description: l(
              'Principal investigator. EUR 1.6 million for six years: the junior research group, three doctoral positions and computing time.',
              'Antragstellerin und Projektleiterin. 1,6 Mio. Euro für sechs Jahre: die Nachwuchsgruppe, drei Promotionsstellen und Rechenzeit.',
            ),
          },
          {
            title: l(
              'Trustworthy language technology for public administration',
              'Vertrauenswürdige Sprachtechnologie für die öffentliche Verwaltung',
            ),
            subtitle: l(
              'Carl Zeiss Foundation, Nexus programme',
              'Carl-Zeiss-Stiftung, Programm Nexus',
            ),
            start: '2022-10-01',
            end: '2025-09-30',
            description: l(
              'Co-investigator with two colleagues in law and political science. EUR 480,000, of which EUR 160,000 for my group.',
              'Mitantragstellerin mit zwei Kolleginnen aus Rechts- und Politikwissenschaft. 480.000 Euro, davon 160.000 Euro für meine Arbeitsgruppe.',
            ),
          },
          {
            title: l('Postdoctoral fellowship', 'Postdoktorandenstipendium'),
            subtitle: l(
              'German Academic Exchange Service (DAAD)',
              'Deutscher Akademischer Austauschdienst (DAAD)',
            ),
            start: '2019-10-01',
            end: '2021-09-30',
            description: l(
              'Two years at the University of Edinburgh.',
              'Zwei Jahre an der University of Edinburgh.',
            ),
          },
          {
            title: l('Research travel grant', 'Reisestipendium für Forschungsaufenthalte'),
            subtitle: l(
              'German Academic Exchange Service (DAAD)',
              'Deutscher Akademischer Austauschdienst (DAAD)',
            ),
            start: '2018-02-01',
            end: '2018-07-31',
          },
        ],
      },
      {
        title: l('Teaching', 'Lehre'),
        entries: [
          {
            title: l(
              'Introduction to Computational Linguistics (lecture, 120 students)',
              'Einführung in die Computerlinguistik (Vorlesung, 120 Studierende)',
            ),
            subtitle: l('University of Stuttgart', 'Universität Stuttgart'),
            start: '2022-10-01',
            end: '2025-02-28',
            description: l(
              'Every winter term; course evaluation 1.4 on a scale from 1 to 5.',
              'Jedes Wintersemester; Lehrveranstaltungsevaluation 1,4 auf einer Skala von 1 bis 5.',
            ),
          },
          {
            title: l(
              'Machine Translation (master’s seminar)',
              'Maschinelle Übersetzung (Masterseminar)',
            ),
            subtitle: l('University of Stuttgart', 'Universität Stuttgart'),
            start: '2022-04-01',
            end: '2024-09-30',
          },
          {
            title: l(
              'Statistical Methods for Linguists (tutorial)',
              'Statistische Methoden für Linguistinnen und Linguisten (Übung)',
            ),
            subtitle: 'University of Edinburgh',
            start: '2020-01-01',
            end: '2021-12-31',
          },
          {
            title: l('Supervision of theses', 'Betreuung von Abschlussarbeiten'),
            subtitle: l('Stuttgart and Edinburgh', 'Stuttgart und Edinburgh'),
            start: '2016-01-01',
            end: '2025-06-30',
            description: l(
              'Three doctoral theses (one completed), eleven master’s and nine bachelor’s theses.',
              'Drei Doktorarbeiten (eine abgeschlossen), elf Master- und neun Bachelorarbeiten.',
            ),
          },
        ],
      },
    ],
    website: 'https://lindqvist-oberdorfer.example.org',
    links: [
      {
        network: 'ORCID',
        username: '0000-0002-7183-4569',
        url: 'https://orcid.org/0000-0002-7183-4569',
      },
      {
        network: 'Google Scholar',
        url: 'https://scholar.google.example.com/citations?user=kLiOb2019',
      },
    ],
    languages: [
      { language: 'de', level: 'native' },
      { language: 'sv', level: 'C1', note: l('Swedish father', 'schwedischer Vater') },
      { language: 'en', level: 'C2' },
      { language: 'ja', level: 'A2' },
    ],
  };
}
