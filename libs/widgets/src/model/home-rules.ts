import { can, type Permissions } from '@locus/auth';
import { createPath } from './navigation.js';
import { AMPLIFY_SETTING, WIDGET_TYPE_DESCRIPTIONS, WIDGET_TYPE_NAMES, WIDGET_TYPE_SETTINGS, WIDGET_TYPES, type Widget, type WidgetType } from './widget-types.js';

export const AMPLIFY_MESSAGES = {
  title: 'Widgets',
  createSection: 'CREATE NEW WIDGET',
  createdSection: 'CREATED WIDGETS',
  fetchError: 'There was an error fetching your created widgets',
  empty: 'No widgets yet',
  emptySearch: 'No widgets match your search',
  previewBanner: 'Amplify is not part of your plan yet. Preview what review widgets can do, then request access.',
  typeOff: 'Not enabled for this account',
  readOnly: 'Your user type can view widgets but not create them',
  requestAccess: 'Request Access',
  requestSent: 'Request sent!',
  requestRetry: 'Try again',
  autoUpdate: 'Auto-Update',
} as const;

/** The rows of the created widgets grid (F9-063). */
export const GRID_COLUMNS = 3;
/** How near the bottom a scroll loads the next page (F9-062). */
export const SCROLL_TRIGGER_PX = 20;
/** Widgets per page of the created widgets list. */
export const WIDGETS_PAGE_SIZE = 12;

/** What the user may do on /amplify: everything, only look at the teaser, or nothing. */
export type AmplifyAccess = 'full' | 'preview' | 'none';

/** What the Amplify rules read of the session; AuthStore fits it. */
export interface AmplifyGate {
  readonly permissions: Permissions;
  isFeatureEnabled(name: string): boolean;
}

/**
 * F6-029, F6-030: create or read opens the real page; preview only, or the account without the amplify
 * setting (the server then leaves only preview), shows the teaser with Request Access.
 */
export function amplifyAccess(gate: AmplifyGate): AmplifyAccess {
  const full = can(gate.permissions, 'amplify', 'create') || can(gate.permissions, 'amplify', 'read');
  if (full && gate.isFeatureEnabled(AMPLIFY_SETTING)) return 'full';
  if (full || can(gate.permissions, 'amplify', 'preview')) return 'preview';
  return 'none';
}

export interface TypeCard {
  type: WidgetType;
  name: string;
  description: string;
  href: string;
  /** The type's account setting is on and the user may create: the card links to the editor. */
  enabled: boolean;
  /** Why it does not, when it does not. */
  note: string | null;
}

/** The four cards (F2-055..F2-059), each gated by its account setting (F6-031..F6-034) and amplify create. */
export function typeCards(gate: AmplifyGate): TypeCard[] {
  const mayCreate = amplifyAccess(gate) === 'full' && can(gate.permissions, 'amplify', 'create');
  return WIDGET_TYPES.map((type) => {
    const settingOn = gate.isFeatureEnabled(WIDGET_TYPE_SETTINGS[type]);
    const enabled = mayCreate && settingOn;
    return {
      type,
      name: WIDGET_TYPE_NAMES[type],
      description: WIDGET_TYPE_DESCRIPTIONS[type],
      href: createPath(type),
      enabled,
      note: enabled ? null : !settingOn ? AMPLIFY_MESSAGES.typeOff : AMPLIFY_MESSAGES.readOnly,
    };
  });
}

/** A created widget's title: auto-publishing widgets carry the 'Auto-Update' prefix (F3-050). */
export function widgetTitle(widget: Pick<Widget, 'name' | 'settings'>): string {
  return autoPublishes(widget) ? `${AMPLIFY_MESSAGES.autoUpdate}: ${widget.name}` : widget.name;
}

/** auto_publish defaults to on (the server's default). */
export function autoPublishes(widget: Pick<Widget, 'settings'>): boolean {
  return widget.settings.auto_publish ?? true;
}

/** Empty cells that complete the last row of the grid (F9-063). */
export function spacerCount(items: number, columns: number = GRID_COLUMNS): number {
  const rest = items % columns;
  return rest === 0 ? 0 : columns - rest;
}

/** The scroll position is within the trigger distance of the bottom (F9-062). */
export function nearBottom(position: { scrollTop: number; clientHeight: number; scrollHeight: number }, within: number = SCROLL_TRIGGER_PX): boolean {
  return position.scrollHeight - (position.scrollTop + position.clientHeight) <= within;
}
