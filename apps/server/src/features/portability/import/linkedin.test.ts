import { describe, expect, it } from 'vitest';
import { linkedInFiles, zipOf } from '../../../../test/fixtures/import/zip';
import { ImportFileError } from './import-draft';
import { readLinkedInExport } from './linkedin';

describe('readLinkedInExport', () => {
  it('reads the sample export field by field', async () => {
    const draft = await readLinkedInExport(await zipOf(linkedInFiles()));

    expect(draft.format).toBe('linkedin');
    // The first phone number and the address for the account; the country from the place.
    expect(draft.contact).toEqual({
      phone: '+49 211 987654',
      address: {
        street: 'Königsallee',
        houseNumber: '1',
        postcode: '40212',
        city: 'Düsseldorf',
        country: 'DE',
      },
    });
    expect(draft.general).toEqual({
      displayName: 'Jürgen Weiß',
      jobTitle: 'Leiter Softwareentwicklung bei Rhein-Ruhr Energie',
      location: 'Düsseldorf, Nordrhein-Westfalen, Deutschland',
      bio: 'Ich führe Teams, die verlässliche Software bauen.\n\nSchwerpunkte: Cloud & Energiewirtschaft.',
      website: 'https://juergen-weiss.de',
    });
    expect(draft.entries).toEqual({
      'work-experience': [
        {
          source: 'Positions.csv, row 2',
          fields: {
            company: 'Rhein-Ruhr Energie AG',
            jobTitle: 'Leiter Softwareentwicklung',
            location: 'Düsseldorf, Nordrhein-Westfalen, Deutschland',
            positionStart: '2021-10-01', // "Oct 2021", "Finished On" empty: still there
            description:
              'Aufbau von drei Produktteams.\n• Einführung von Kubernetes\n• Ausbildung von Werkstudierenden',
            highlights: [],
          },
        },
        {
          source: 'Positions.csv, row 3',
          fields: {
            company: 'Stahlwerk Duisburg GmbH',
            jobTitle: 'Senior Softwareentwickler',
            location: 'Duisburg',
            positionStart: '2015-03-01',
            positionEnd: '2021-09-01',
            description: 'Prozessleitsysteme in C#.',
            highlights: [],
          },
        },
        {
          source: 'Positions.csv, row 4',
          fields: {
            company: 'Müller & Söhne KG',
            jobTitle: 'Softwareentwickler',
            positionStart: '2011-01-01',
            positionEnd: '2015-01-01',
            highlights: [],
          },
        },
      ],
      education: [
        {
          source: 'Education.csv, row 2',
          fields: {
            institution: 'RWTH Aachen',
            degreeName: 'Diplom-Informatiker',
            educationStart: '2005-01-01',
            educationEnd: '2011-01-01',
            description: 'Diplomarbeit über Lastprognosen.\n\nFachschaft Informatik',
          },
        },
        {
          // No degree: left absent for the import's validation to report.
          source: 'Education.csv, row 3',
          fields: {
            institution: 'Gymnasium am Römerkastell',
            educationStart: '1996-01-01',
            educationEnd: '2005-01-01',
          },
        },
      ],
      skill: [
        { source: 'Skills.csv, row 2', fields: { name: 'Kubernetes', keywords: [] } },
        { source: 'Skills.csv, row 3', fields: { name: 'C#', keywords: [] } },
        { source: 'Skills.csv, row 4', fields: { name: 'Führung', keywords: [] } },
      ],
      language: [
        { source: 'Languages.csv, row 2', fields: { language: 'Deutsch', level: 'native' } },
        { source: 'Languages.csv, row 3', fields: { language: 'Englisch', level: 'C1' } },
        { source: 'Languages.csv, row 4', fields: { language: 'Niederländisch', level: 'A2' } },
      ],
      certificate: [
        {
          source: 'Certifications.csv, row 2',
          fields: {
            name: 'Certified Kubernetes Administrator (CKA)',
            issuer: 'The Linux Foundation',
            date: '2022-01-01',
            expiry: '2025-01-01',
            url: 'https://training.linuxfoundation.org/certification/cka/',
            credentialId: 'LF-abc123',
          },
        },
      ],
      project: [
        {
          source: 'Projects.csv, row 2',
          fields: {
            name: 'Lastprognose 2.0',
            projectStart: '2022-04-01',
            description: 'Neuentwicklung der Lastprognose mit "Machine Learning".',
            url: 'https://rhein-ruhr-energie.de/lastprognose',
            links: [],
          },
        },
      ],
    });
    expect(draft.customSections).toEqual([]);
    expect(draft.skipped).toEqual([]);
  });

  it('reads a long export whole: every position and its text, levels once, no label as a skill', async () => {
    const draft = await readLinkedInExport(await zipOf(linkedInFiles('', 'linkedin-long')));
    const jobs = draft.entries['work-experience'] ?? [];
    expect(jobs).toHaveLength(8);
    expect(jobs[1]?.fields).toEqual({
      company: 'Rhein-Ruhr Netzgesellschaft für Energieverteilung und Messstellenbetrieb mbH',
      jobTitle: 'Lead Software Engineer',
      location: 'Essen-Rüttenscheid, Nordrhein-Westfalen, Deutschland',
      positionStart: '2018-03-01',
      positionEnd: '2021-09-01',
      description:
        'Verantwortung für Lead Software Engineer.\n• Einführung von Kubernetes für 60 Dienste\n• Aufbau eines Plattform-Teams mit acht Personen\n• Kosten für Rechenzentren um 35 % gesenkt\n• Bereitschaftsdienst neu organisiert',
      highlights: [],
    });
    // The first number given, past an empty one.
    expect(draft.contact.phone).toBe('+49 211 987654');
    expect(draft.entries.language?.map((entry) => entry.fields)).toEqual([
      { language: 'Deutsch', level: 'native' },
      { language: 'Englisch', level: 'C1' },
      { language: 'Französisch', level: 'B2' },
      { language: 'Niederländisch', level: 'B1' },
      { language: 'Spanisch', level: 'A2' },
    ]);
    expect(draft.entries.skill?.map((entry) => entry.fields.name)).toEqual([
      'Kubernetes',
      'Terraform',
      'Go',
      'Führung',
    ]);
    expect(draft.skipped).toEqual([
      { source: 'Skills.csv, row 2', label: 'Skills', reason: 'unsupported' },
    ]);
  });

  it('finds the files in a folder and does without the absent ones', async () => {
    const all = linkedInFiles('Basic_LinkedInDataExport_01-15-2025/');
    const zip = await zipOf({
      'Basic_LinkedInDataExport_01-15-2025/Skills.csv':
        all['Basic_LinkedInDataExport_01-15-2025/Skills.csv']!,
    });
    const draft = await readLinkedInExport(zip);
    expect(draft.general).toEqual({});
    expect(Object.keys(draft.entries)).toEqual(['skill']);
  });

  it('takes the first http(s) address of the websites and tolerates other ones', async () => {
    const profile =
      'First Name,Last Name,Websites\nAnna,,"[OTHER:ftp://x.de], [PERSONAL:http://anna.example.org]"\n';
    const draft = await readLinkedInExport(await zipOf({ 'Profile.csv': profile }));
    expect(draft.general).toEqual({ displayName: 'Anna', website: 'http://anna.example.org' });
  });

  it('brings in no label as a skill', async () => {
    const skills = 'Name\nSkills:\nKubernetes:\nFührung\n';
    const draft = await readLinkedInExport(await zipOf({ 'Skills.csv': skills }));
    expect(draft.entries.skill?.map((entry) => entry.fields.name)).toEqual([
      'Kubernetes',
      'Führung',
    ]);
    expect(draft.skipped).toEqual([
      { source: 'Skills.csv, row 2', label: 'Skills', reason: 'unsupported' },
    ]);
  });

  it('calls a ZIP without LinkedIn files the wrong format', async () => {
    const zip = await zipOf({ 'Connections.csv': 'First Name\nErika\n', 'notes.txt': 'x' });
    await expect(readLinkedInExport(zip)).rejects.toMatchObject({
      name: 'ImportFileError',
      reason: 'wrong-format',
    });
  });

  it('calls a CSV that cannot be parsed unreadable', async () => {
    const zip = await zipOf({ 'Positions.csv': 'Company Name,Title\n"Acme,Boss\n' });
    const error: unknown = await readLinkedInExport(zip).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ reason: 'unreadable' });
  });
});
