import { asciiFileName } from '../cv-engine/cv-filename';
import type { ApplicationRepository } from './applications.repository';
import { toApplication } from './applications.service';

/**
 * The applications in the account archive: `applications.json` (every
 * application with its contacts, notes and history, and the data behind each
 * document as sent) and the documents as sent, as PDF files.
 */
export function createApplicationsArchive(repository: ApplicationRepository) {
  return {
    async exportFor(accountId: string) {
      const [list, history, sent] = await Promise.all([
        repository.list(accountId, { archived: true }),
        repository.allHistory(accountId),
        repository.allSent(accountId),
      ]);
      return {
        applications: list.map((details) =>
          toApplication(
            details,
            history.filter((change) => change.applicationId === details.row.id),
          ),
        ),
        sent: sent.map((document) => ({
          applicationId: document.applicationId,
          kind: document.kind,
          sourceId: document.sourceId,
          name: document.name,
          fileName: document.fileName,
          sentAt: document.createdAt.toISOString(),
          data: document.data,
        })),
      };
    },

    /** `applications/<nn>-<company>-<kind>.pdf`, numbered in the list's order (newest first). */
    async sentFiles(accountId: string): Promise<{ name: string; data: Buffer }[]> {
      const [list, sent] = await Promise.all([
        repository.list(accountId, { archived: true }),
        repository.allSent(accountId),
      ]);
      return list.flatMap(({ row }, index) =>
        sent
          .filter((document) => document.applicationId === row.id)
          .map((document) => ({
            name: `applications/${String(index + 1).padStart(2, '0')}-${asciiFileName(
              `${row.company}-${document.kind}.pdf`,
            )}`,
            data: document.pdf,
          })),
      );
    },
  };
}

export type ApplicationsArchive = ReturnType<typeof createApplicationsArchive>;
