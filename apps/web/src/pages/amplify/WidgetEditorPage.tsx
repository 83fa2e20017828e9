import { ErrorState, WidgetEditor } from '@locus/design-system';
import {
  EDITOR_MESSAGES,
  WIDGET_TYPE_NAMES,
  WIDGET_TYPE_SETTINGS,
  WidgetEditorStore,
  isWidgetType,
  previewPath,
  returnPath,
  useWidgetEditor,
  type WidgetType,
} from '@locus/widgets';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';
import { widgetsApiOf } from './widgets-api';

/**
 * /amplify/widgets/create/{type} and /amplify/widgets/edit/{type}/{id}; a Location Information widget
 * made from a location's page carries fromPage and location_id (F2-060) and returns there once saved.
 */
export default function WidgetEditorPage() {
  const root = useRootStore();
  const { type, id } = useParams();
  if (!isWidgetType(type) || (id !== undefined && !/^\d+$/.test(id))) return <ErrorState title="Not found" message="There is no such widget." />;
  // The card of a switched-off type does not link here (F6-031..F6-034); a typed URL says why (the server refuses too).
  if (id === undefined && !root.auth.isFeatureEnabled(WIDGET_TYPE_SETTINGS[type])) {
    return <ErrorState title="Not enabled" message={`${WIDGET_TYPE_NAMES[type]} widgets are not enabled for this account`} />;
  }
  return <Editor key={`${type}/${id ?? 'new'}`} type={type} id={id === undefined ? null : Number(id)} />;
}

function Editor({ type, id }: { type: WidgetType; id: number | null }) {
  const search = new URLSearchParams(useLocation().search);
  const fromPage = search.get('fromPage');
  const locationId = Number(search.get('location_id'));
  const store = usePageStore((root) => {
    const built = new WidgetEditorStore({
      api: widgetsApiOf(root),
      type,
      id,
      locationId: type === 'location_info' && Number.isInteger(locationId) && locationId > 0 ? locationId : null,
      origin: window.location.origin,
    });
    void built.load();
    return built;
  });
  return store ? <EditorContent store={store} fromPage={fromPage} /> : null;
}

function EditorContent({ store, fromPage }: { store: WidgetEditorStore; fromPage: string | null }) {
  const root = useRootStore();
  const navigate = useNavigate();
  const model = useWidgetEditor(store);
  const onSave = () => {
    void model.onSave().then((widget) => {
      if (!widget) return;
      root.notifier.success(EDITOR_MESSAGES.saved);
      void navigate(fromPage ? returnPath(fromPage) : previewPath(widget.widget_type, widget.id));
    });
  };
  return <WidgetEditor {...model} onSave={onSave} backHref={returnPath(fromPage)} LinkComponent={RouterLink} />;
}
