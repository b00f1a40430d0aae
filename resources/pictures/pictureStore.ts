/** The pictures table and the file store together: one image per owner, kind and stage. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FileStore } from '../documents/server';
import type { Database } from '../../src/server/db/tables';

export type Stage = 'initial' | 'cropped';

export interface StoredPicture {
  storageKey: string;
  width: number;
  height: number;
}

export class PictureStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly files: FileStore,
  ) {}

  async find(ownerId: string, kind: string, stage: Stage): Promise<StoredPicture | undefined> {
    return (await this.db
      .selectFrom('pictures')
      .select(['storageKey', 'width', 'height'])
      .where('ownerId', '=', ownerId)
      .where('kind', '=', kind)
      .where('stage', '=', stage)
      .executeTakeFirst()) as StoredPicture | undefined;
  }

  async read(ownerId: string, kind: string, stage: Stage): Promise<Buffer | undefined> {
    const picture = await this.find(ownerId, kind, stage);
    return picture ? this.files.read(picture.storageKey) : undefined;
  }

  /** Keeps the image (replacing the owner's previous one of that kind and stage) and answers its key. */
  async keep(
    ownerId: string,
    kind: string,
    stage: Stage,
    png: Buffer,
    size: { width: number; height: number },
  ): Promise<string> {
    const previous = await this.find(ownerId, kind, stage);
    const storageKey = `pictures/${ownerId}/${kind}-${stage}-${randomUUID()}`;
    await this.files.put(storageKey, png);
    await this.db
      .insertInto('pictures')
      .values({
        ownerId,
        kind,
        stage,
        storageKey,
        width: size.width,
        height: size.height,
        size: png.length,
        modified: new Date(),
      })
      .onConflict((oc) =>
        oc
          .columns(['ownerId', 'kind', 'stage'])
          .doUpdateSet({ storageKey, width: size.width, height: size.height, size: png.length, modified: new Date() }),
      )
      .execute();
    if (previous) await this.files.remove(previous.storageKey);
    return storageKey;
  }

  /** Removes the owner's images of that kind, both stages. */
  async drop(ownerId: string, kind: string): Promise<void> {
    const rows = await this.db
      .deleteFrom('pictures')
      .where('ownerId', '=', ownerId)
      .where('kind', '=', kind)
      .returning('storageKey')
      .execute();
    await Promise.all(rows.map((row) => this.files.remove(String(row.storageKey))));
  }
}
