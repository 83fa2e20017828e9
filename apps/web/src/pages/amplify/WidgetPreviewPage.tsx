import { can } from '@locus/auth';
import { EmbedHost, ErrorState, WidgetPreview } from '@locus/design-system';
import { EMBED_SCRIPT_PATH, WIDGETS_PATH, WidgetPreviewStore, useWidgetPreview } from '@locus/widgets';
import { useParams } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';
import { widgetsApiOf } from './widgets-api';

/** /amplify/widgets/preview/{type}/{id} (F2-064): the widget as the embed renders it, and its snippet. */
export default function WidgetPreviewPage() {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <ErrorState title="Not found" message="There is no such widget." />;
  return <Preview key={id} id={Number(id)} />;
}

function Preview({ id }: { id: number }) {
  const origin = window.location.origin;
  const store = usePageStore((root) => {
    const built = new WidgetPreviewStore(widgetsApiOf(root), id, origin);
    void built.load();
    return built;
  });
  return store ? <PreviewContent store={store} origin={origin} /> : null;
}

function PreviewContent({ store, origin }: { store: WidgetPreviewStore; origin: string }) {
  const root = useRootStore();
  const model = useWidgetPreview(store);
  const mayEdit = can(root.auth.permissions, 'amplify', 'update');
  return (
    <WidgetPreview
      {...model}
      editHref={mayEdit ? model.editHref : null}
      backHref={WIDGETS_PATH}
      embed={model.publicKey ? <EmbedHost publicKey={model.publicKey} scriptSrc={`${origin}${EMBED_SCRIPT_PATH}`} height={model.height} /> : null}
      LinkComponent={RouterLink}
    />
  );
}
