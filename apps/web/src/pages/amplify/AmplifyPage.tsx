import { AmplifyHome } from '@locus/design-system';
import { AMPLIFY_MESSAGES, DeleteWidgetStore, RequestAccessStore, WidgetListStore, amplifyAccess, useAmplifyHome } from '@locus/widgets';
import { useEffect, useState } from 'react';
import { useRootStore } from '../../app/contexts';
import { RouterLink } from '../../ui/RouterLink';
import { widgetsApiOf } from './widgets-api';

/**
 * /amplify and /amplify/widgets (F2-052..F2-064, F6-029..F6-034): the type cards and the created widgets,
 * each with Delete for amplify delete, or, for a preview-only user or an account without Amplify, the
 * teaser with Request Access.
 */
export default function AmplifyPage() {
  const root = useRootStore();
  const [list] = useState(() => new WidgetListStore({ api: widgetsApiOf(root) }));
  const [access] = useState(() => new RequestAccessStore(widgetsApiOf(root)));
  // A delete reloads page 1 of the current search, so the list shows what the server holds.
  const [remover] = useState(() => new DeleteWidgetStore({ api: widgetsApiOf(root), notifier: root.notifier, onDeleted: () => list.load() }));
  const full = amplifyAccess(root.auth) === 'full';
  useEffect(() => {
    if (full) void list.load();
    return () => list.dispose();
  }, [list, full]);
  const model = useAmplifyHome(root.auth, list, access, remover);
  return (
    <AmplifyHome
      {...model}
      access={model.access === 'full' ? 'full' : 'preview'}
      previewBanner={AMPLIFY_MESSAGES.previewBanner}
      LinkComponent={RouterLink}
    />
  );
}
