import type { ComponentType } from 'react';
import type { AccountType } from '../../shared/accountTypes';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import type { ModalBody } from '../modals/ModalContext';
import type { TeamScope } from '../shell/dashboard/agencyTabs/teamScopes';
import type { MethodSource } from '../providers/methods';

/** The react-admin views a resource may offer. */
export type ViewName = 'list' | 'show' | 'create' | 'edit';

/** Fetches one view's code (its own chunk) and gives its component. */
export type ViewLoader = () => Promise<ComponentType>;

/** A page a resource adds under the persona area beside its views (e.g. `/manage/tags`), loaded on demand. */
export interface ResourceRoute {
  path: string;
  load: () => Promise<ComponentType>;
}

/** A panel a resource adds to the dashboard of some organisation types' areas (e.g. the caller's own organisation). */
export interface DashboardPanel {
  personas: readonly AccountType[];
  load: () => Promise<ComponentType>;
}

/** What the agency dashboard hands each of its tabs: the `?prefilterAccountId=` narrowing and the team scope. */
export interface DashboardTabProps {
  prefilter: Record<string, string>;
  teamScope: TeamScope;
}

/**
 * A table a resource adds to the agency dashboard's tabs (spec 002 §2), reusing its list's filters and columns;
 * loaded the first time the tab is shown, offered only to those who may list the resource.
 */
export interface DashboardTab {
  /** The tab's `?tab=` name and its label's text key (`shell.dashboard.tabs.names.<code>`). */
  code: string;
  /** Its place among the tabs, lowest first. */
  order: number;
  /** How `?prefilterAccountId=` narrows it: the account itself (`id`) or the account's records (`accountId`). */
  prefilterBy: 'id' | 'accountId';
  load: () => Promise<ComponentType<DashboardTabProps>>;
}

/**
 * A tab this resource adds to another resource's record page, listing the records that name it (an account's
 * quotes, policies, claims): a real list through the data provider, scoped as the resource's own list is.
 */
export interface RelatedTab {
  /** The resource whose record page shows the tab. */
  host: string;
  /** The field of this resource's records that holds the host record's id (filterable, indexed). */
  target: string;
  /** The tab's label text key, and its place among the page's tabs, lowest first. */
  label: string;
  order: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The table (the resource's list columns, a Datagrid), its own chunk. */
  load: () => Promise<ComponentType>;
}

/**
 * A dialog a resource adds to the shell's user menu (e.g. Feedback), in every area: `label` is a bundled text key
 * of the menu item; the body loads the first time the dialog opens (a shell modal named `name`).
 */
export interface UserMenuDialog {
  name: string;
  label: string;
  title: string;
  icon?: ComponentType;
  load: () => Promise<ModalBody>;
}

/**
 * A count a resource shows beside its menu item (e.g. the claims badge): a component loaded on demand, which asks
 * the server for its figure and renders nothing when there is nothing to say.
 */
export type MenuBadgeLoader = () => Promise<ComponentType>;

/**
 * A resource as the console knows it before any of its code is loaded: its declaration (what the providers
 * need), how the menu and references show it, and a loader per view. A view's code is fetched the first time
 * it is shown, so a list page never loads the resource's forms.
 */
export interface ConsoleResource {
  declaration: ResourceDeclaration;
  /**
   * The organisation types whose areas offer it in their menus (spec 000 §2.2, §6); provider staff's area offers
   * every resource. The server refuses what a role may not do anyway.
   */
  personas: readonly AccountType[];
  icon?: ComponentType;
  /** The record field that names a record in references and titles. */
  recordRepresentation?: string;
  views: Readonly<Partial<Record<ViewName, ViewLoader>>>;
  routes?: readonly ResourceRoute[];
  /** Panels shown on the dashboard of the areas they name, each its own chunk, loaded when the dashboard shows. */
  dashboardPanels?: readonly DashboardPanel[];
  /** Tables it adds to the agency dashboard's tabs, each its own chunk. */
  dashboardTabs?: readonly DashboardTab[];
  /** Tabs it adds to other resources' record pages, each its own chunk. */
  relatedTabs?: readonly RelatedTab[];
  /** Dialogs offered in the shell's user menu, each its own chunk. */
  userMenuDialogs?: readonly UserMenuDialog[];
  /** A count beside the resource's menu item, its own chunk, loaded when the menu shows the item. */
  menuBadge?: MenuBadgeLoader;
  /**
   * Calls of its own beyond CRUD, merged into the data provider (`defineDataProviderMethods`, one per feature);
   * one its pages seldom need at once is listed as `lazyDataProviderMethods(() => import(…))`, loaded on first use.
   */
  dataProviderMethods?: readonly MethodSource[];
  /** What extensions add to its views, by slot (`<ExtensionSlot>`); filled from the extensions' declarations. */
  slots?: Readonly<Record<string, readonly (() => Promise<ComponentType>)[]>>;
}

/** Declares a resource for the console (in its folder's `index.ts`; `resources/consoleResources.ts` lists it). */
export const defineConsoleResource = (resource: ConsoleResource): ConsoleResource => resource;
