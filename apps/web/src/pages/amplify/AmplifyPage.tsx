import { AmplifyHome } from '@locus/design-system';
import { AMPLIFY_MESSAGES, DeleteWidgetStore, RequestAccessStore, WidgetListStore, amplifyAccess, useAmplifyHome } from '@locus/widgets';
import { useRootStore } from '../../app/contexts';
import type { RootStore } from '../../app/root-store';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';
import { widgetsApiOf } from './widgets-api';

/**
 * /amplify and /amplify/widgets (F2-052..F2-064, F6-029..F6-034): the type cards and the created widgets,
 * each with Delete for amplify delete, or, for a preview-only user or an account without Amplify, the
 * teaser with Request Access.
 */
export default function AmplifyPage() {
  const root = useRootStore();
  const stores = usePageStore(createAmplifyStores, amplifyAccess(root.auth));
  return stores ? <AmplifyContent stores={stores} /> : null;
}

function createAmplifyStores(root: RootStore) {
  const api = widgetsApiOf(root);
  const list = new WidgetListStore({ api });
  // A delete reloads page 1 of the current search, so the list shows what the server holds.
  const remover = new DeleteWidgetStore({ api, notifier: root.notifier, onDeleted: () => list.load() });
  // Only full access lists the created widgets.
  if (amplifyAccess(root.auth) === 'full') void list.load();
  return { list, access: new RequestAccessStore(api), remover, dispose: () => list.dispose() };
}

function AmplifyContent({ stores }: { stores: ReturnType<typeof createAmplifyStores> }) {
  const root = useRootStore();
  const model = useAmplifyHome(root.auth, stores.list, stores.access, stores.remover);
  return (
    <AmplifyHome
      {...model}
      access={model.access === 'full' ? 'full' : 'preview'}
      previewBanner={AMPLIFY_MESSAGES.previewBanner}
      LinkComponent={RouterLink}
    />
  );
}
