import type { FastifyRequest } from 'fastify';
import type { applicationCreateSchema, applicationUpdateSchema } from '@cv/shared';
import {
  APPLICATION_LIMITS,
  SENT_STAGES,
  type Application,
  type ApplicationContact,
  type ApplicationStage,
  type ApplicationSummary,
  type MatchReport,
  type SentDocument,
  type SentDocumentKind,
  type StageChange,
  type WorkMode,
} from '@cv/shared';
import type { z } from 'zod';
import { fieldError } from '../../http/errors';
import type { CvDocumentService } from '../cvs/cv-documents.service';
import type { ProfileReader } from '../profile/profile-reader';
import { applicationErrors } from './applications.errors';
import {
  PLAIN_COLUMNS,
  type ApplicationDetails,
  type ApplicationRepository,
  type ApplicationRow,
  type ApplicationValues,
  type SentDocumentInsert,
  type SentDocumentMeta,
  type StageChangeRow,
} from './applications.repository';
import { NO_HISTORY, type HistoryRecorder } from '../history/history.ports';
import { deleteIntoBin } from '../history/owned-documents';
import { applicationBinEntry } from './application-history';
import { matchSources } from './match/cv-sources';
import { matchReport } from './match/match-report';

type CreateInput = z.output<typeof applicationCreateSchema>;
type UpdateInput = z.output<typeof applicationUpdateSchema>;

/** A document frozen as sent: its PDF and the data it was printed from. */
export type FrozenDocument = Omit<SentDocumentInsert, 'kind'>;

/**
 * Renders one of the owner's documents (a CV, a letter) for sending; null
 * when it does not exist (any more). The request carries the owner, the
 * language and the render pool's share.
 */
export type FreezeDocument = (
  request: FastifyRequest,
  id: string,
) => Promise<FrozenDocument | null>;

function toSent(document: SentDocumentMeta): SentDocument {
  return {
    kind: document.kind,
    sourceId: document.sourceId,
    name: document.name,
    fileName: document.fileName,
    pages: document.pages,
    sentAt: document.createdAt.toISOString(),
  };
}

export function toApplicationSummary({
  row,
  firstAnswerAt,
  reached,
  sent,
}: ApplicationDetails): ApplicationSummary {
  return {
    id: row.id,
    company: row.company,
    role: row.role,
    location: row.location,
    workMode: row.workMode as WorkMode | null,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    source: row.source,
    postingUrl: row.postingUrl,
    stage: row.stage as ApplicationStage,
    appliedOn: row.appliedOn,
    nextStep: row.nextStep,
    followUpOn: row.followUpOn,
    archived: row.archived,
    cvId: row.cvId,
    letterId: row.letterId,
    firstAnswerAt: firstAnswerAt?.toISOString() ?? null,
    reached,
    sent: sent.map(toSent),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStageChange(change: StageChangeRow): StageChange {
  return {
    from: change.fromStage as ApplicationStage | null,
    to: change.toStage as ApplicationStage,
    at: change.changedAt.toISOString(),
  };
}

export function toApplication(details: ApplicationDetails, history: StageChangeRow[]): Application {
  return {
    ...toApplicationSummary(details),
    postingText: details.row.postingText,
    notes: details.row.notes,
    contacts: details.row.contacts as ApplicationContact[],
    history: history.map(toStageChange),
  };
}

/** The columns of a create or update; absent fields stay absent, cleared ones become null. */
export function toValues(input: Partial<CreateInput>): Partial<ApplicationValues> {
  const values: Partial<ApplicationValues> = {};
  const set = <K extends keyof ApplicationValues>(
    key: K,
    value: ApplicationValues[K] | undefined,
  ) => {
    if (value !== undefined) values[key] = value;
  };
  for (const key of PLAIN_COLUMNS) set(key, input[key]);
  if (input.postingText !== undefined) values.postingText = input.postingText ?? '';
  if (input.notes !== undefined) values.notes = input.notes ?? '';
  if (input.contacts !== undefined) values.contacts = input.contacts;
  return values;
}

export interface ApplicationServiceDeps {
  repository: ApplicationRepository;
  documents: CvDocumentService;
  profiles: ProfileReader;
  freezeCv: FreezeDocument;
  /** Absent until letters can be rendered: applications then freeze the CV only. */
  freezeLetter?: FreezeDocument | undefined;
  /** Versions of every change, and the bin for deleted applications. */
  history?: HistoryRecorder;
}

export function createApplicationService({
  repository,
  documents,
  profiles,
  freezeCv,
  freezeLetter,
  history = NO_HISTORY,
}: ApplicationServiceDeps) {
  const recorded = async (accountId: string, id: string) => {
    await history.recordVersion(accountId, { type: 'application', id });
    return get(accountId, id);
  };

  async function details(accountId: string, id: string): Promise<ApplicationDetails> {
    const found = await repository.find(accountId, id);
    if (!found) throw applicationErrors.notFound();
    return found;
  }

  async function get(accountId: string, id: string): Promise<Application> {
    const found = await details(accountId, id);
    return toApplication(found, await repository.history(id));
  }

  /** A CV or letter named in a body must be the owner's own: 404 for an unknown or foreign one. */
  async function checkDocuments(accountId: string, input: Partial<ApplicationValues>) {
    if (!input.cvId && !input.letterId) return;
    const owned = await repository.ownsDocuments(accountId, input);
    if (!owned.cv) throw applicationErrors.documentNotFound('cvId');
    if (!owned.letter) throw applicationErrors.documentNotFound('letterId');
  }

  /** Inserts new applications within the account's limit; the history starts with each one's stage. */
  async function insert(accountId: string, inputs: CreateInput[]) {
    const values = inputs.map((input) => ({
      ...toValues(input),
      company: input.company,
      role: input.role,
      stage: input.stage ?? ('saved' as const),
    }));
    for (const value of values) await checkDocuments(accountId, value);
    const rows = await repository.insertBelowLimit(
      accountId,
      values,
      APPLICATION_LIMITS.applicationsMax,
    );
    if (!rows) throw applicationErrors.limitReached();
    return rows;
  }

  return {
    get,

    async list(accountId: string, { archived = false } = {}): Promise<ApplicationSummary[]> {
      return (await repository.list(accountId, { archived })).map(toApplicationSummary);
    },

    async create(accountId: string, input: CreateInput): Promise<Application> {
      const [row] = await insert(accountId, [input]);
      return recorded(accountId, row!.id);
    },

    /** Many at once (the CSV import), all or none. */
    async createMany(accountId: string, inputs: CreateInput[]): Promise<ApplicationRow[]> {
      return insert(accountId, inputs);
    },

    async update(accountId: string, id: string, change: UpdateInput): Promise<Application> {
      const values = toValues(change);
      const current = await details(accountId, id);
      // The salary's bounds are checked together: one of them may come from the stored row.
      const salaryMin = values.salaryMin !== undefined ? values.salaryMin : current.row.salaryMin;
      const salaryMax = values.salaryMax !== undefined ? values.salaryMax : current.row.salaryMax;
      if (salaryMin != null && salaryMax != null && salaryMin > salaryMax) {
        throw fieldError('salaryMax', 'validation.salaryOrder');
      }
      await checkDocuments(accountId, values);
      if (!(await repository.update(accountId, id, values))) throw applicationErrors.notFound();
      return recorded(accountId, id);
    },

    /** Deletes an application into the bin; its state is kept as a version first. */
    async remove(accountId: string, id: string): Promise<void> {
      const doc = { type: 'application', id } as const;
      if (!(await deleteIntoBin(history, accountId, doc, repository, applicationBinEntry))) {
        throw applicationErrors.notFound();
      }
    },

    /**
     * Moves an application to a stage. Reaching a sent stage freezes the CV
     * and letter it names, unless already frozen: rendered first (outside the
     * transaction, which would hold the row through a render), kept with the
     * move.
     */
    async move(
      request: FastifyRequest,
      id: string,
      { stage, from }: { stage: ApplicationStage; from?: ApplicationStage | undefined },
    ): Promise<Application> {
      const { accountId } = request;
      const current = await details(accountId, id);
      const sentStage = SENT_STAGES.includes(stage);
      const sent: SentDocumentInsert[] = [];
      if (sentStage && (from === undefined || current.row.stage === from)) {
        const have = new Set(current.sent.map((s) => s.kind));
        const freeze = async (
          kind: SentDocumentKind,
          sourceId: string | null,
          render?: FreezeDocument,
        ) => {
          if (!sourceId || !render || have.has(kind)) return;
          const frozen = await render(request, sourceId);
          if (frozen) sent.push({ kind, ...frozen });
        };
        await freeze('cv', current.row.cvId, freezeCv);
        await freeze('letter', current.row.letterId, freezeLetter);
      }
      const outcome = await repository.move(accountId, id, { to: stage, from, sentStage, sent });
      if (!outcome) throw applicationErrors.notFound();
      if (outcome.kind === 'conflict') throw applicationErrors.stageConflict(outcome.stage);
      return get(accountId, id);
    },

    async sentPdf(accountId: string, id: string, kind: SentDocumentKind) {
      const document = await repository.sentDocument(accountId, id, kind);
      if (!document) {
        await details(accountId, id);
        throw applicationErrors.sentNotFound();
      }
      return document;
    },

    /** The posting against a CV document: the named one, else the application's. */
    async match(accountId: string, id: string, cvId?: string): Promise<MatchReport> {
      const { row } = await details(accountId, id);
      if (!row.postingText.trim()) throw applicationErrors.noPosting();
      const chosen = cvId ?? row.cvId;
      if (!chosen) throw applicationErrors.noCvToMatch();
      const cv = await documents.get(accountId, chosen);
      const full = await profiles.byAccount(accountId);
      return matchReport({
        posting: row.postingText,
        cvId: cv.id,
        cvLang: cv.settings.lang,
        sources: full ? matchSources(full, cv.settings) : [],
      });
    },

    /** Follow-ups of live applications due within `days` (overdue ones too). */
    async due(accountId: string, days: number, today = new Date()) {
      const until = new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      return (await repository.due(accountId, until)).map((row) => ({
        id: row.id,
        company: row.company,
        role: row.role,
        stage: row.stage as ApplicationStage,
        nextStep: row.nextStep,
        followUpOn: row.followUpOn!,
      }));
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
