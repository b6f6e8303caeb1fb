import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  APPLICATION_LIMITS,
  applicationCreateSchema,
  fieldLabel,
  issueMessage,
  type Translate,
} from '@cv/shared';
import { AppError } from '../../http/errors';
import { applicationErrors } from './applications.errors';
import { POSTING_COLUMNS, type ApplicationRepository } from './applications.repository';
import type { ApplicationService } from './applications.service';

/**
 * Applications as CSV: the export has one row per application with the
 * columns below (contacts as JSON in one cell); the import reads the same
 * columns (only `company` and `role` are required) and adds every row or none.
 */
export const CSV_COLUMNS = [
  ...POSTING_COLUMNS,
  'stage',
  'appliedOn',
  'nextStep',
  'followUpOn',
  'archived',
  'contacts',
  'notes',
  'postingText',
  'createdAt',
] as const;

type Column = (typeof CSV_COLUMNS)[number];

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;
const guard = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export function createApplicationCsv({
  repository,
  applications,
}: {
  repository: ApplicationRepository;
  applications: ApplicationService;
}) {
  return {
    async export(accountId: string): Promise<string> {
      const rows = await repository.list(accountId, { archived: true });
      const records = rows.map(({ row }) => {
        const cells: Record<Column, string> = {
          company: row.company,
          role: row.role,
          location: row.location ?? '',
          workMode: row.workMode ?? '',
          salaryMin: row.salaryMin?.toString() ?? '',
          salaryMax: row.salaryMax?.toString() ?? '',
          salaryCurrency: row.salaryCurrency ?? '',
          source: row.source ?? '',
          postingUrl: row.postingUrl ?? '',
          stage: row.stage,
          appliedOn: row.appliedOn ?? '',
          nextStep: row.nextStep ?? '',
          followUpOn: row.followUpOn ?? '',
          archived: row.archived ? 'true' : 'false',
          contacts: row.contacts.length > 0 ? JSON.stringify(row.contacts) : '',
          notes: row.notes,
          postingText: row.postingText,
          createdAt: row.createdAt.toISOString(),
        };
        return CSV_COLUMNS.map((column) => guard(cells[column]));
      });
      return stringify([[...CSV_COLUMNS], ...records], { bom: true, record_delimiter: 'windows' });
    },

    /** Adds every row of a CSV, or none: a bad row is a 400 naming its number and first fault. */
    async import(accountId: string, csv: string, t: Translate): Promise<{ imported: number }> {
      let records: Record<string, string>[];
      try {
        records = parse(csv, {
          bom: true,
          columns: (header: string[]) => header.map((name) => name.trim()),
          skip_empty_lines: true,
          relax_column_count: true,
          to: APPLICATION_LIMITS.importRowsMax + 1,
        });
      } catch (error) {
        throw applicationErrors.csvInvalid(
          error instanceof Error ? error.message.slice(0, 200) : 'unreadable',
        );
      }
      if (records.length > APPLICATION_LIMITS.importRowsMax) {
        throw new AppError(400, 'applications_csv_invalid', {
          messageKey: 'applications.errors.csvTooMany',
          params: { max: APPLICATION_LIMITS.importRowsMax },
        });
      }
      const first = records[0];
      if (first && (!('company' in first) || !('role' in first))) {
        throw applicationErrors.csvInvalid(t('applications.errors.csvHeader'));
      }
      const inputs = records.map((record, index) => {
        const parsed = applicationCreateSchema.safeParse(toInput(record));
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const reason = `${fieldLabel(issue.path, t)}: ${issueMessage(issue, t)}`;
          throw applicationErrors.csvInvalid(
            t('applications.errors.csvRow', { row: index + 2, reason }),
          );
        }
        return parsed.data;
      });
      const rows = await applications.createMany(accountId, inputs);
      return { imported: rows.length };
    },
  };
}

/** A CSV record as the create schema's input: empty cells absent, numbers, flags and contacts read. */
function toInput(record: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of CSV_COLUMNS) {
    const raw = record[column];
    if (raw === undefined || column === 'createdAt') continue;
    const cell = unguard(raw.trim());
    if (cell === '') continue;
    switch (column) {
      case 'salaryMin':
      case 'salaryMax':
        input[column] = /^\d+$/.test(cell) ? Number(cell) : cell;
        break;
      case 'archived':
        input[column] = cell === 'true' ? true : cell === 'false' ? false : cell;
        break;
      case 'contacts':
        input[column] = readContacts(cell);
        break;
      default:
        input[column] = cell;
    }
  }
  return input;
}

/** Contacts as the export writes them (JSON), or one name per line. */
function readContacts(cell: string): unknown {
  if (cell.startsWith('[')) {
    try {
      return JSON.parse(cell) as unknown;
    } catch {
      return cell;
    }
  }
  return cell
    .split(/\r?\n|;/)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
}

export type ApplicationCsv = ReturnType<typeof createApplicationCsv>;
