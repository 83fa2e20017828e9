import { ApiError } from '@locus/api-client';
import type { Widget, WidgetType } from '../model/widget-types.js';
import type { WidgetDraft, WidgetListParams, WidgetsApi } from '../ports/widgets-api.js';

export function widgetFixture(id: number, extra: Partial<Widget> = {}): Widget {
  return {
    id,
    account_id: 3,
    name: `Widget ${id}`,
    widget_type: 'star_snapshot',
    settings: {},
    published: true,
    public_key: `s-key${id}`,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...extra,
  };
}

/** An in-memory WidgetsApi: `widgets` is the account's list (name search like the server), calls are logged. */
export function fakeWidgetsApi(widgets: Widget[] = []) {
  const calls = {
    list: [] as WidgetListParams[],
    create: [] as { type: WidgetType; draft: WidgetDraft }[],
    update: [] as { id: number; draft: WidgetDraft }[],
    remove: [] as number[],
    requestAccess: 0,
  };
  let failNext: ApiError | Error | null = null;
  const takeFailure = () => {
    const failure = failNext;
    failNext = null;
    if (failure) throw failure;
  };
  const api: WidgetsApi = {
    async list(params) {
      calls.list.push(params);
      takeFailure();
      const matching = widgets.filter((w) => w.name.toLowerCase().includes(params.keywords.toLowerCase()));
      const start = (params.page - 1) * params.perPage;
      return {
        rows: matching.slice(start, start + params.perPage),
        page: params.page,
        totalPages: Math.ceil(matching.length / params.perPage),
        total: matching.length,
      };
    },
    async get(id) {
      takeFailure();
      const found = widgets.find((w) => w.id === id);
      if (!found) throw new ApiError(404, { status: 404, code: 'not_found', error: 'Widget not found' });
      return found;
    },
    async create(type, draft) {
      calls.create.push({ type, draft });
      takeFailure();
      const widget = widgetFixture(100 + calls.create.length, { widget_type: type, ...draft });
      widgets.push(widget);
      return widget;
    },
    async update(id, draft) {
      calls.update.push({ id, draft });
      takeFailure();
      return widgetFixture(id, draft);
    },
    async remove(id) {
      calls.remove.push(id);
      takeFailure();
      const index = widgets.findIndex((w) => w.id === id);
      if (index < 0) throw new ApiError(404, { status: 404, code: 'not_found', error: 'Widget not found' });
      widgets.splice(index, 1);
    },
    async requestAccess() {
      calls.requestAccess += 1;
      takeFailure();
    },
    locations: async () => [
      { id: 1, name: 'Downtown' },
      { id: 2, name: 'Uptown' },
    ],
    sources: async () => [{ id: 7, name: 'Google' }],
    reviews: async (minRating) =>
      Array.from({ length: 20 }, (_, i) => ({ id: 500 + i, author: `Author ${i}`, rating: Math.max(minRating, 5 - (i % 2)), text: `Review ${i}`, locationName: 'Downtown' })),
  };
  return {
    api,
    calls,
    failNext(error: ApiError | Error) {
      failNext = error;
    },
  };
}
