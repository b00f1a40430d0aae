import type { Timestamp } from '../../src/server/db/columnTypes';

/** The stored pictures, one row per owner, kind and stage (migration.ts), added to `Database`. */
export interface PicturesTable {
  ownerId: string;
  kind: string;
  stage: string;
  storageKey: string;
  width: number;
  height: number;
  size: number;
  modified: Timestamp;
}

declare module '../../src/server/db/tables' {
  interface Database {
    pictures: PicturesTable;
  }
}
