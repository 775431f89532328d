import type { IsoDate } from '@portal/shared';
import type { DbClient } from '../db/database';
import type { Executor } from '../db/transaction';
import type { AuthenticatedSession } from './context';

/** The signed-in user's own employee record in the session's company. */
export interface ViewerEmployee {
  companyCode: string;
  employeeNo: string;
  allowMyTeam: boolean;
  /** The department of the record: the employee pickers offer colleagues of it. */
  departmentCode: string | null;
}

/** The user's employee record and the employees they substitute today, read together. */
export interface ViewerFacts {
  employee: ViewerEmployee;
  substitutedEmployeeNos: string[];
}

/** How the viewer's facts are looked up: handed in where the context is built (plugins/request-context.ts). */
export interface ViewerLoaders {
  /** Null when the user has no employee record in the company. */
  facts(db: Executor, companyCode: string, personnelNo: string, today: IsoDate): Promise<ViewerFacts | null>;
}

/**
 * Who sends one request, each fact looked up once, on first use, and shared by every procedure of
 * the request (a tRPC batch shares one context) instead of being asked again (issue #11). A viewer
 * belongs to one request: a new one is built with each context, so nothing carries over to the next
 * request or another user.
 */
export interface Viewer {
  /** The session the facts are about; other sessions (a company switched meanwhile) look up afresh (viewerFor). */
  readonly auth: AuthenticatedSession;
  /** The executor the facts are read on: the request's database, never one of its transactions. */
  readonly db: DbClient;
  /** The business date of the request, one for all its procedures. */
  readonly today: IsoDate;
  /** The user's employee record in the session's company; null without a company or a record there. */
  employee(): Promise<ViewerEmployee | null>;
  /** The employees the user substitutes today: their workflow participations are the user's too. */
  substitutedEmployeeNos(): Promise<string[]>;
  /**
   * A lookup about this viewer that a module owns (a submission's access), remembered under `key`
   * for the rest of the request. `load` runs at most once per key until forget().
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every remembered fact: after a mutation, which may have changed them. */
  forget(): void;
}

export function createViewer(db: DbClient, auth: AuthenticatedSession, today: IsoDate, loaders: ViewerLoaders): Viewer {
  let remembered = new Map<string, Promise<unknown>>();
  const remember = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let value = remembered.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      remembered.set(key, value);
      // A failed lookup is not remembered: the next caller asks again (and sees its own error).
      const current = remembered;
      value.catch(() => {
        if (current.get(key) === value) current.delete(key);
      });
    }
    return value;
  };
  // Most procedures that need the employee record need the substitutions too (who reads a document): one round trip.
  const facts = () =>
    remember('viewer:facts', async () => {
      const { currentCompanyCode, user } = auth;
      return currentCompanyCode && user.personnelNo ? loaders.facts(db, currentCompanyCode, user.personnelNo, today) : null;
    });
  return {
    auth,
    db,
    today,
    employee: async () => (await facts())?.employee ?? null,
    substitutedEmployeeNos: async () => (await facts())?.substitutedEmployeeNos ?? [],
    remember,
    forget: () => {
      remembered = new Map();
    },
  };
}

/**
 * The request's viewer when its facts hold for this call: the same session, read on the request's
 * own database. Inside a transaction the caller reads afresh with the transaction: what it decides
 * under its locks must not rest on a read from before them (and on PGlite, the transaction holds
 * the only connection an outer read would need).
 */
export function viewerFor(ctx: { db: Executor; auth: AuthenticatedSession; viewer?: Viewer | null | undefined }): Viewer | null {
  const viewer = ctx.viewer;
  return viewer && viewer.auth === ctx.auth && viewer.db === ctx.db ? viewer : null;
}
