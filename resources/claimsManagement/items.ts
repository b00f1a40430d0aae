import { sql, type Kysely } from 'kysely';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { invalid, notFound } from '../../src/server/http/apiError';
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { validateWithSchema } from '../../src/shared/validation/validateRecord';
import { claimsManagementResource, RESERVE_TYPES } from './declaration';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';
import { childRows } from '../../src/server/resources/childRows';

/** What a claim file holds beside itself (spec 001 §3): path segment, item kind, label, fields. */
export interface ItemKind {
  /** Path segment under `claimsFile/{id}/` and the spec's name: reserves, invoices, tasks, notes, diaries. */
  segment: string;
  kind: string;
  label: string;
  properties: Record<string, JsonSchemaNode>;
  required: readonly string[];
  /** Statuses of the file in which items of this kind may be added, changed or removed; absent: any. */
  from?: readonly string[];
  /** Order of the kind's list. */
  order: 'created' | 'dueDate';
}

const ACTIVE = ['OPEN', 'REOPENED', 'NOTICE_ONLY'] as const;
const money = (title: string, minimum: number) => ({ type: 'number', title, minimum, maximum: 1_000_000_000_000 });
const text = (title: string, maxLength: number) => ({ type: 'string', title, maxLength });
const day = (title: string) => ({ type: 'string', title, format: 'date' });
const oneOf = (title: string, values: readonly string[]) => ({ type: 'string', title, enum: [...values] });

export const ITEM_KINDS: readonly ItemKind[] = [
  {
    segment: 'reserves',
    kind: 'reserve',
    label: 'Reserve',
    from: ACTIVE,
    order: 'created',
    // A reserve movement: a positive amount raises the reserve of its kind, a negative one lowers it (never below 0).
    properties: {
      reserveType: oneOf('Reserve Type', RESERVE_TYPES),
      amount: money('Amount', -1_000_000_000_000),
      description: text('Description', 500),
    },
    required: ['reserveType', 'amount'],
  },
  {
    segment: 'invoices',
    kind: 'invoice',
    label: 'Invoice',
    from: ACTIVE,
    order: 'created',
    properties: {
      invoiceNumber: text('Invoice Number', 40),
      vendorName: text('Vendor Name', 200),
      amount: money('Amount', 0.01),
      invoiceDate: day('Invoice Date'),
      reserveType: oneOf('Reserve Type', RESERVE_TYPES),
      status: oneOf('Status', ['PENDING', 'APPROVED', 'PAID', 'REJECTED']),
    },
    required: ['invoiceNumber', 'vendorName', 'amount', 'invoiceDate', 'reserveType'],
  },
  {
    segment: 'tasks',
    kind: 'task',
    label: 'Task',
    from: ACTIVE,
    order: 'dueDate',
    properties: {
      title: text('Title', 200),
      dueDate: day('Due Date'),
      category: oneOf('Category', ['FOLLOW_UP', 'DOCUMENTS', 'PAYMENT', 'VENDOR', 'COVERAGE', 'LITIGATION', 'OTHER']),
      status: oneOf('Status', ['OPEN', 'IN_PROGRESS', 'DONE']),
      assigneeId: { type: 'string', title: 'Assignee', format: 'uuid' },
    },
    required: ['title', 'dueDate', 'category'],
  },
  {
    segment: 'notes',
    kind: 'note',
    label: 'Note',
    order: 'created',
    properties: {
      noteType: oneOf('Note Type', [
        'GENERAL',
        'COVERAGE',
        'RESERVE',
        'LITIGATION',
        'CORRESPONDENCE',
        'CLOSING',
        'REOPENING',
      ]),
      text: text('Note', 10_000),
    },
    required: ['text'],
  },
  {
    segment: 'diaries',
    kind: 'diary',
    label: 'Diary',
    from: ACTIVE,
    order: 'dueDate',
    properties: { dueDate: day('Due Date'), text: text('Diary', 2000), status: oneOf('Status', ['OPEN', 'DONE']) },
    required: ['dueDate', 'text'],
  },
];

/** Defaults an added item gets. */
const DEFAULTS: Record<string, ApiRecord> = {
  invoice: { status: 'PENDING' },
  task: { status: 'OPEN' },
  note: { noteType: 'GENERAL' },
  diary: { status: 'OPEN' },
};

const schemaOf = (kind: ItemKind, partial: boolean): JsonSchemaNode => ({
  type: 'object',
  properties: {
    version: { type: 'integer' },
    ...kind.properties,
    ...(partial ? { itemId: { type: 'string', format: 'uuid' } } : {}),
  },
  required: partial ? ['itemId'] : [...kind.required],
  additionalProperties: false,
});

const fieldsOf = (body: ApiRecord): ApiRecord => {
  const { version: _version, itemId: _itemId, ...fields } = body;
  return fields;
};

/** An item as the API shows it: its fields, then who made it and when. */
export const presentItem = (row: ApiRecord): ApiRecord => ({
  ...(row.data as ApiRecord),
  id: row.id,
  claimFileId: row.claimFileId,
  kind: row.kind,
  createdBy: row.createdBy,
  created: row.created,
  modified: row.modified,
});

const selectItems = (db: Kysely<Database>) =>
  db.selectFrom('claimFileItems').select(['id', 'claimFileId', 'kind', 'data', 'createdBy', 'created', 'modified']);

/** The items of one kind of a file the caller has already read through the store (its tenancy). */
export async function listItems(
  db: Kysely<Database>,
  claimFileId: string,
  kind: ItemKind,
): Promise<{ content: ApiRecord[]; totalElements: number }> {
  let query = selectItems(db).where('claimFileId', '=', claimFileId).where('kind', '=', kind.kind);
  query =
    kind.order === 'dueDate'
      ? query.orderBy(sql`data->>'dueDate'`).orderBy('created')
      : query.orderBy('created').orderBy('id');
  const content = (await query.limit(1000).execute()).map(presentItem);
  return { content, totalElements: content.length };
}

/** A reserve of one kind never goes below zero, however its movements are added, changed or removed. */
async function checkReserve(trx: Kysely<Database>, claimFileId: string, reserveType: unknown): Promise<void> {
  const rows = await selectItems(trx).where('claimFileId', '=', claimFileId).where('kind', '=', 'reserve').execute();
  const total = rows
    .filter((row) => (row.data as ApiRecord).reserveType === reserveType)
    .reduce((sum, row) => sum + Math.round(Number((row.data as ApiRecord).amount) * 100), 0);
  if (total < 0) throw invalid([{ field: 'amount', detail: 'A reserve cannot go below zero' }]);
}

async function existingItem(
  trx: Kysely<Database>,
  claimFileId: string,
  kind: ItemKind,
  itemId: string,
): Promise<ApiRecord> {
  const row = await selectItems(trx)
    .where('id', '=', itemId)
    .where('claimFileId', '=', claimFileId)
    .where('kind', '=', kind.kind)
    .executeTakeFirst();
  if (!row) throw notFound(kind.label);
  return row;
}

/** The items of the file an action runs on: written inside that action, never another file's. */
export const itemsOf = (trx: Kysely<Database>, file: ApiRecord, kind?: ItemKind) =>
  childRows(trx, 'claimFileItems', 'claimFileId', String(file.id), kind?.label);

/**
 * The three writes of an item kind as lifecycle actions of its file (ResourceStore.act): permission, tenancy
 * (another agency's file is 404), the body (400 naming the field), the file's version if sent (409), the
 * file's status (409: a closed file takes notes only), the history entry (`add-note`…) and a version bump of the
 * file, in one transaction. Each reveals the item it wrote as `item`.
 */
export function itemActions(kind: ItemKind): { add: ResourceAction; update: ResourceAction; remove: ResourceAction } {
  const base = { permission: claimsManagementResource.permissions.update, from: kind.from };
  return {
    add: {
      ...base,
      name: `add-${kind.kind}`,
      body: schemaOf(kind, false),
      effect: async ({ trx, principal, record, body, reveal }) => {
        const data = { ...DEFAULTS[kind.kind], ...fieldsOf(body) };
        if (kind.kind === 'reserve' && Number(data.amount) === 0)
          throw invalid([{ field: 'amount', detail: 'Amount cannot be zero' }]);
        const id = await itemsOf(trx, record, kind).add({
          kind: kind.kind,
          createdBy: principal.email,
          data: JSON.stringify(data),
        });
        if (kind.kind === 'reserve') await checkReserve(trx, String(record.id), data.reserveType);
        reveal({ item: presentItem(await existingItem(trx, String(record.id), kind, id)) });
        return {};
      },
    },
    update: {
      ...base,
      name: `update-${kind.kind}`,
      body: schemaOf(kind, true),
      effect: async ({ trx, record, body, reveal }) => {
        const item = await existingItem(trx, String(record.id), kind, String(body.itemId));
        const merged = { ...(item.data as ApiRecord), ...fieldsOf(body) };
        const { value, errors } = validateWithSchema(schemaOf(kind, false), merged);
        if (errors.length) throw invalid(errors);
        await itemsOf(trx, record, kind).change(String(item.id), { data: JSON.stringify(value), modified: new Date() });
        if (kind.kind === 'reserve') {
          await checkReserve(trx, String(record.id), value.reserveType);
          await checkReserve(trx, String(record.id), (item.data as ApiRecord).reserveType);
        }
        reveal({ item: presentItem(await existingItem(trx, String(record.id), kind, String(item.id))) });
        return {};
      },
    },
    remove: {
      ...base,
      name: `delete-${kind.kind}`,
      body: {
        type: 'object',
        properties: { version: { type: 'integer' }, itemId: { type: 'string', format: 'uuid' } },
        required: ['itemId'],
        additionalProperties: false,
      },
      effect: async ({ trx, record, body, reveal }) => {
        const item = await existingItem(trx, String(record.id), kind, String(body.itemId));
        await itemsOf(trx, record, kind).drop(String(item.id));
        if (kind.kind === 'reserve') await checkReserve(trx, String(record.id), (item.data as ApiRecord).reserveType);
        reveal({ item: presentItem(item) });
        return {};
      },
    },
  };
}
