import type { Widget, WidgetSettings, WidgetType } from '../model/widget-types.js';

/** A page of created widgets. */
export interface WidgetPage {
  rows: Widget[];
  page: number;
  totalPages: number;
  total: number;
}

export interface WidgetListParams {
  keywords: string;
  page: number;
  perPage: number;
}

/** A row of the editor's pick lists (locations, review sites). */
export interface PickOption {
  id: number;
  name: string;
}

/** A review the teaser may feature. */
export interface ReviewOption {
  id: number;
  author: string;
  rating: number;
  text: string;
  locationName: string;
}

export interface WidgetDraft {
  name: string;
  settings: WidgetSettings;
  published: boolean;
}

/** The calls the widget stores make; `createWidgetsApi` implements it over the contract's client. */
export interface WidgetsApi {
  list(params: WidgetListParams, signal?: AbortSignal): Promise<WidgetPage>;
  get(id: number, signal?: AbortSignal): Promise<Widget>;
  create(type: WidgetType, draft: WidgetDraft): Promise<Widget>;
  update(id: number, draft: WidgetDraft): Promise<Widget>;
  /** DELETE: the widget and its embed go (the embed answers 404). */
  remove(id: number): Promise<void>;
  /** The teaser's Request Access: a feature request for Amplify (F7-049). */
  requestAccess(): Promise<void>;
  locations(signal?: AbortSignal): Promise<PickOption[]>;
  sources(signal?: AbortSignal): Promise<PickOption[]>;
  /** Recent reviews of at least this rating, to feature. */
  reviews(minRating: number, signal?: AbortSignal): Promise<ReviewOption[]>;
}
