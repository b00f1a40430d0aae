/**
 * The pictures of an owner (a user's profile picture, an agency's logos) and the file store together: one image
 * per owner, kind and stage. A change is an action of the owner's record through its store (tenancy, the history
 * entry with the actor), kept beside the record: the owner's version stays, so an edit form open on the user or
 * the agency still saves after a picture changes.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FileStore } from '../documents/server';
import type { Principal } from '../../src/server/auth/principal';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { childRows } from '../../src/server/resources/childRows';
import type { StoreOf } from '../../src/server/resources/storeOf';
import type { Database } from '../../src/server/db/tables';

export type Stage = 'initial' | 'cropped';

export interface StoredPicture {
  storageKey: string;
  width: number;
  height: number;
}

/** Whose picture: the owner's record (`users` for a profile picture, `agencies` for a logo) and the permission a change needs. */
export interface PictureOwner {
  resource: 'users' | 'agencies';
  id: string;
  permission: string;
}

const ACTIONS: Record<Stage, string> = { initial: 'uploadPicture', cropped: 'cropPicture' };

export class PictureStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly files: FileStore,
    private readonly storeOf: StoreOf,
  ) {}

  async find(ownerId: string, kind: string, stage: Stage, db = this.db): Promise<StoredPicture | undefined> {
    return (await db
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
    principal: Principal,
    owner: PictureOwner,
    kind: string,
    stage: Stage,
    png: Buffer,
    size: { width: number; height: number },
  ): Promise<string> {
    const storageKey = `pictures/${owner.id}/${kind}-${stage}-${randomUUID()}`;
    await this.files.put(storageKey, png);
    let previous: StoredPicture | undefined;
    try {
      await this.change(principal, owner, ACTIONS[stage], async (trx) => {
        previous = await this.find(owner.id, kind, stage, trx);
        await childRows(trx, 'pictures', 'ownerId', owner.id).put(
          { kind, stage, storageKey, width: size.width, height: size.height, size: png.length, modified: new Date() },
          ['kind', 'stage'],
        );
        return { field: kind, before: previous ? 'replaced' : null, after: stage };
      });
    } catch (error) {
      await this.files.remove(storageKey);
      throw error;
    }
    if (previous) await this.files.remove(previous.storageKey);
    return storageKey;
  }

  /** Removes the owner's images of that kind, both stages. */
  async drop(principal: Principal, owner: PictureOwner, kind: string): Promise<void> {
    let keys: string[] = [];
    await this.change(principal, owner, 'removePicture', async (trx) => {
      const rows = await trx
        .selectFrom('pictures')
        .select('storageKey')
        .where('ownerId', '=', owner.id)
        .where('kind', '=', kind)
        .execute();
      keys = rows.map((row) => row.storageKey);
      await childRows(trx, 'pictures', 'ownerId', owner.id).dropWhere({ kind: [kind] });
      return { field: kind, before: keys.length ? 'kept' : null, after: null };
    });
    await Promise.all(keys.map((key) => this.files.remove(key)));
  }

  /** One change of the owner's pictures, as an action of the owner that keeps its version. */
  private async change(
    principal: Principal,
    owner: PictureOwner,
    name: string,
    write: (trx: Kysely<Database>) => Promise<{ field: string; before: unknown; after: unknown }>,
  ): Promise<void> {
    const action: ResourceAction = {
      name,
      permission: owner.permission,
      keepsVersion: true,
      async effect({ trx, describe }) {
        describe([await write(trx)]);
        return {};
      },
    };
    await this.storeOf(owner.resource).act(principal, owner.id, action, {});
  }
}
