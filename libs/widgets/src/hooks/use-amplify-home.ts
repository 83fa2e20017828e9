import { useStoreValue } from '@locus/resources';
import { can } from '@locus/auth';
import { amplifyAccess, autoPublishes, spacerCount, typeCards, widgetTitle, type AmplifyGate } from '../model/home-rules.js';
import { DELETE_MESSAGES, deletePrompt } from '../model/delete-rules.js';
import { editPath, previewPath } from '../model/navigation.js';
import { WIDGET_TYPE_NAMES } from '../model/widget-types.js';
import type { DeleteWidgetStore } from '../store/delete-widget-store.js';
import type { RequestAccessStore } from '../store/request-access-store.js';
import type { WidgetListStore } from '../store/widget-list-store.js';

/** A created widget as its card shows it. */
export interface WidgetCardModel {
  id: number;
  title: string;
  typeName: string;
  autoUpdate: boolean;
  published: boolean;
  editHref: string;
  previewHref: string;
}

/** The Amplify home's view model: access, the type cards, the created widgets, Delete, Request Access. */
export function useAmplifyHome(gate: AmplifyGate, list: WidgetListStore, access: RequestAccessStore, remover: DeleteWidgetStore) {
  const state = useStoreValue(() => ({
    access: amplifyAccess(gate),
    cards: typeCards(gate),
    /** Edit links need amplify update (a read-only user previews only). */
    canEdit: can(gate.permissions, 'amplify', 'update'),
    /** Delete shows with amplify delete only (the server refuses the rest too). */
    canDelete: can(gate.permissions, 'amplify', 'delete'),
    deleteDialog: {
      open: remover.open,
      title: remover.target ? deletePrompt(remover.target.name) : '',
      message: DELETE_MESSAGES.consequence,
      busy: remover.deleting,
    },
    typed: list.typed,
    status: list.status,
    error: list.error,
    empty: list.empty,
    searching: list.keywords !== '',
    hasMore: list.hasMore,
    widgets: list.rows.map(
      (widget): WidgetCardModel => ({
        id: widget.id,
        title: widgetTitle(widget),
        typeName: WIDGET_TYPE_NAMES[widget.widget_type],
        autoUpdate: autoPublishes(widget),
        published: widget.published,
        editHref: editPath(widget.widget_type, widget.id),
        previewHref: previewPath(widget.widget_type, widget.id),
      }),
    ),
    spacers: spacerCount(list.rows.length),
    requestLabel: access.label,
    requestStatus: access.status,
    requestDisabled: access.disabled,
  }));
  return {
    ...state,
    onSearch: (text: string) => list.setTyped(text),
    onScroll: (position: { scrollTop: number; clientHeight: number; scrollHeight: number }) => void list.onScroll(position),
    onLoadMore: () => void list.loadMore(),
    onRetry: () => void list.load(),
    onRequestAccess: () => void access.request(),
    onDelete: (id: number) => {
      const widget = list.rows.find((row) => row.id === id);
      if (widget) remover.ask(widget);
    },
    onConfirmDelete: () => void remover.confirm(),
    onCancelDelete: () => remover.cancel(),
  };
}

export type AmplifyHomeModel = ReturnType<typeof useAmplifyHome>;
