import Box from '@mui/material/Box';
import { PageHeader, TargetScoreForm } from '@locus/design-system';
import { TargetsFormStore, targetScoreBack, useTargetsForm } from '@locus/scoring';
import { useLocation, useNavigate } from 'react-router';
import type { RootStore } from '../../app/root-store';
import { usePageStore } from '../../app/use-page-store';
import { scoringApiOf } from '../dashboard/scoring-api';

const TITLE = 'Target Score';

function createTargetsForm(root: RootStore): TargetsFormStore {
  const store = new TargetsFormStore({ api: scoringApiOf(root), session: root.auth, notifier: root.notifier });
  void store.load();
  return store;
}

/** /settings/target-score (admins, F6-039): the targets and their weights; a save or cancel goes back to the prior route (F2-048). */
export default function TargetScorePage() {
  const store = usePageStore(createTargetsForm);
  return (
    <Box>
      <PageHeader title={TITLE} />
      {store ? <TargetsForm store={store} /> : <TargetScoreForm {...LOADING} />}
    </Box>
  );
}

const LOADING = {
  status: 'loading',
  loadError: null,
  editable: false,
  rows: [],
  weightTotal: null,
  weightsError: null,
  canSave: false,
  saving: false,
  onChange: () => undefined,
  onSave: () => undefined,
  onCancel: () => undefined,
} as const;

function TargetsForm({ store }: { store: TargetsFormStore }) {
  const navigate = useNavigate();
  const back = targetScoreBack(useLocation().state);
  const view = useTargetsForm(store);
  return (
    <TargetScoreForm
      status={view.status}
      loadError={view.loadError}
      editable={view.editable}
      rows={view.rows}
      weightTotal={view.weightTotal}
      weightsError={view.weightsError}
      canSave={view.canSave}
      saving={view.saving}
      onChange={view.onChange}
      onSave={() => {
        void view.onSave().then((saved) => {
          if (saved) void navigate(back.path);
        });
      }}
      onCancel={() => void navigate(back.path)}
      onRetry={() => void store.load()}
    />
  );
}
