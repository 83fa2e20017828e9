import { AmplifyHome } from '@locus/design-system';
import { AMPLIFY_MESSAGES, RequestAccessStore, WidgetListStore, amplifyAccess, useAmplifyHome } from '@locus/widgets';
import { useEffect, useState } from 'react';
import { useRootStore } from '../../app/contexts';
import { RouterLink } from '../../ui/RouterLink';
import { widgetsApiOf } from './widgets-api';

/**
 * /amplify and /amplify/widgets (F2-052..F2-064, F6-029..F6-034): the type cards and the created widgets,
 * or, for a preview-only user or an account without Amplify, the teaser with Request Access.
 */
export default function AmplifyPage() {
  const root = useRootStore();
  const [list] = useState(() => new WidgetListStore({ api: widgetsApiOf(root) }));
  const [access] = useState(() => new RequestAccessStore(widgetsApiOf(root)));
  const full = amplifyAccess(root.auth) === 'full';
  useEffect(() => {
    if (full) void list.load();
    return () => list.dispose();
  }, [list, full]);
  const model = useAmplifyHome(root.auth, list, access);
  return (
    <AmplifyHome
      {...model}
      access={model.access === 'full' ? 'full' : 'preview'}
      previewBanner={AMPLIFY_MESSAGES.previewBanner}
      LinkComponent={RouterLink}
    />
  );
}
