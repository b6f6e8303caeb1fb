import { sql } from 'drizzle-orm';
import type { CvSettings } from '@cv/shared';
import { AccountDocuments } from '../../db/account-documents';
import type { Database } from '../../db/client';
import { cvs } from '../../db/schema';

/** The only place of the CV documents feature that touches Drizzle. */

export type CvRow = typeof cvs.$inferSelect;

export class CvDocumentRepository extends AccountDocuments<typeof cvs> {
  constructor(db: Database) {
    super(db, cvs);
  }

  /**
   * Changes the name and merges the given settings into the stored ones in
   * one statement, so two tabs saving different settings both keep theirs.
   */
  update(
    accountId: string,
    id: string,
    change: { name?: string | undefined; settings?: Partial<CvSettings> | undefined },
  ): Promise<CvRow | null> {
    return this.updateOwn(accountId, id, {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.settings
        ? { settings: sql`${cvs.settings} || ${JSON.stringify(change.settings)}::jsonb` }
        : {}),
    });
  }
}
